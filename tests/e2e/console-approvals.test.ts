import { describe, expect, it } from 'vitest';
import { passwordToken, sendJson } from '../helpers/api-client.ts';
import { nextTestKeyCode } from '../helpers/mfa.ts';
import { E2E_ADMIN } from '../helpers/server-process.ts';
import { api, consoleSuite, E2E_IDENTITY, signedInPage } from './console-support.ts';
import { APPROVAL_MAKER, LARGE_PAYOUT } from './demo-data.ts';
import { listPath } from './pages/list-page.ts';
import { say } from './pages/messages.ts';

/** Four eyes as staff meet it: a large confirmation sent for approval, then approved by another admin. */
const s = consoleSuite();
const { baseUrl } = s;

interface Log {
  _id: string;
  userId: { _id: string; name: string };
}
const TOTAL = '₦150,000.00';

const largeLogs = async () => {
  const tasks = (await api<{ data: { _id: string; title: string }[] }>(baseUrl, s.token, 'GET', '/tasks/')).data;
  const task = tasks.find((t) => t.title === LARGE_PAYOUT.task)!;
  const logs = (await api<{ data: Log[] }>(baseUrl, s.token, 'GET', `/tasks/tasklogs?taskId=${task._id}&perPage=10`)).data;
  return { task, logs };
};
/** The e2e admin as sign-in stores it, with its id: the console knows its own requests by it. */
const e2eAdmin = async () => {
  const team = await api<{ data: { _id: string; email: string }[] }>(baseUrl, s.token, 'GET', `/admin/admins?q=${encodeURIComponent(E2E_ADMIN.email)}`);
  return { ...E2E_IDENTITY, _id: team.data.find((member) => member.email === E2E_ADMIN.email)!._id };
};
const balanceOf = async (userId: string) =>
  (await api<{ data: { _id: string; balance: number }[] }>(baseUrl, s.token, 'GET', `/admin/alluser/?q=large-payee&perPage=10`)).data.find(
    (u) => u._id === userId,
  )?.balance;

describe('four-eyes approval', () => {
  it('a confirmation of APPROVAL_NAIRA or more is sent for approval: nothing paid, the request listed as the requester’s own', async () => {
    const { task, logs } = await largeLogs();
    const log = logs.find((l) => l.userId.name === LARGE_PAYOUT.users[0])!;
    const page = await signedInPage(
      await s.open(),
      baseUrl,
      s.token,
      listPath('tasksLog', { status: 'pending', taskId: task._id }),
      undefined,
      await e2eAdmin(),
    );
    const row = page.locator('tbody tr').filter({ hasText: LARGE_PAYOUT.users[0] });
    await row.getByRole('button', { name: say('resources.tasksLog.review.confirm') }).click();
    await page
      .getByRole('dialog', { name: say('resources.tasksLog.review.title') })
      .getByRole('button', { name: say('resources.tasksLog.review.confirm') })
      .click();
    await page.getByText(say('resources.approvals.sent', { total: TOTAL, count: '1' })).waitFor();
    expect(await balanceOf(log.userId._id)).toBe(0);

    await page.goto(`${baseUrl}${listPath('approvals', { status: 'pending' })}`);
    const request = page.locator('tbody tr').filter({ hasText: say('resources.approvals.own') });
    await request.getByText(TOTAL).waitFor();
    expect(await request.getByRole('button', { name: say('resources.approvals.approve.button') }).count()).toBe(0);
  });

  it('another admin sees what it pays and approves it once: the user is credited, the request approved', async () => {
    const { logs } = await largeLogs();
    const log = logs.find((l) => l.userId.name === LARGE_PAYOUT.users[1])!;
    // The e2e admin's queue (the test before) holds it: released, so the reviewer may take it (404 when nothing held it).
    await api(baseUrl, s.token, 'DELETE', `/tasks/tasklogs/${log._id}/claim`).catch(() => undefined);
    const maker = await passwordToken(baseUrl, APPROVAL_MAKER);
    const asked = await sendJson(baseUrl, 'POST', '/api/tasks/review', { taskLogId: log._id, action: 'confirm' }, { authorization: `Bearer ${maker}` });
    expect(asked.status).toBe(202);

    const page = await signedInPage(await s.open(), baseUrl, s.token, listPath('approvals', { status: 'pending' }));
    const request = page.locator('tbody tr').filter({ hasText: APPROVAL_MAKER.name });
    const pays = request.getByRole('button', { name: say('resources.approvals.details.title') });
    await pays.click();
    await expect.poll(() => pays.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(LARGE_PAYOUT.users[1]).waitFor();
    await request.getByRole('button', { name: say('resources.approvals.approve.button') }).click();
    const dialog = page.getByRole('dialog', { name: say('resources.approvals.approve.title', { total: TOTAL }) });
    await dialog.getByRole('button', { name: say('resources.approvals.approve.button') }).click();
    // Approving moves ₦50,000 or more: the console asks for a code unless one was entered in the last 10 minutes.
    const stepUp = page.getByRole('dialog', { name: say('app.security.step_up.title') });
    const done = page.getByText(say('resources.approvals.approve.done', { confirmed: 1, reversed: 0, skipped: 0 }));
    await Promise.race([stepUp.waitFor(), done.waitFor()]);
    if (await stepUp.isVisible()) {
      await stepUp.getByLabel(say('app.security.mfa.code')).fill((await nextTestKeyCode()).code);
      await stepUp.getByRole('button', { name: say('app.security.step_up.submit') }).click();
    }
    await done.waitFor();
    expect(await balanceOf(log.userId._id)).toBe(150_000);
    const approved = await api<{ data: { status: string; decidedBy: { _id: string } }[] }>(baseUrl, s.token, 'GET', `/approvals?status=approved`);
    expect(approved.data[0]).toMatchObject({ status: 'approved', decidedBy: { _id: (await e2eAdmin())._id } });
  });
});
