import { beforeAll, describe, expect, it } from 'vitest';
import { api, consoleSuite, signedInPage } from './console-support.ts';
import { listPath } from './pages/list-page.ts';
import { say } from './pages/messages.ts';
import { until } from '../helpers/until.ts';

const s = consoleSuite();
const { baseUrl } = s;

interface Flag {
  kind: string;
  _id?: string;
  userId?: { name: string | null };
}
interface TaskLog {
  _id: string;
  status: string;
  flags: Flag[];
  userId: { _id: string; name: string | null; email: string };
}

const pendingLogs = async () => (await api<{ data: TaskLog[] }>(baseUrl, s.token, 'GET', '/tasks/tasklogs?status=pending&perPage=200')).data;
const counts = async () => (await api<{ data: { flagged: number } }>(baseUrl, s.token, 'GET', '/tasks/tasklogs/counts')).data;

beforeAll(async () => {
  // The demo's farm and burst are flagged by the job within seconds of the server starting.
  await until(async () => (await counts()).flagged > 0, 'the flag job to flag the demo', { timeout: 60_000, interval: 250 });
});

describe('fraud flags in the review queue', () => {
  it('shows the Flagged tab with its count, chips on each flagged row, and a reuse opened side by side', async () => {
    const flagged = (await pendingLogs()).filter((log) => log.flags.length);
    const { flagged: total } = await counts();
    const page = await signedInPage(await s.open(), baseUrl, s.token, listPath('tasksLog', { status: 'pending', flagged: true }));
    const tab = page.getByRole('tab', { name: `${say('app.flags.tab')} (${total})` });
    await tab.waitFor();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    // The flag filter shows where the rows carry flags.
    await page.getByRole('combobox', { name: 'Flagged' }).waitFor();
    const reused = flagged.find((log) => log.flags.some((flag) => flag.kind === 'reused_link'))!;
    const chip = page.getByRole('button', { name: say('app.flags.chip.reused_link') }).first();
    await chip.waitFor();
    await chip.click();
    const dialog = page.getByRole('dialog', { name: say('app.flags.chip.reused_link') });
    await dialog.getByText(say('app.flags.compare.other', { id: '' }).trim(), { exact: false }).waitFor();
    expect(reused.flags[0]._id).toBeTruthy();
    await dialog.getByRole('button', { name: say('ra.action.close') }).click();
  });

  it('leaves flagged rows out of a bulk confirmation unless included, and says how many', async () => {
    const page = await signedInPage(await s.open(), baseUrl, s.token, listPath('tasksLog', { status: 'pending', flagged: true }));
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    for (let i = 0; i < 2; i++) await rows.nth(i).getByRole('checkbox').check();
    const bulk = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/tasks/review/bulk'));
    await page
      .locator('[data-test="bulk-actions-toolbar"]')
      .getByRole('button', { name: say('resources.tasksLog.review.confirm') })
      .click();
    const asked = page.getByRole('dialog', { name: say('resources.tasksLog.review.title') });
    await asked.getByText(say('app.flags.bulk.left_out', { smart_count: 2 })).waitFor();
    await asked.getByRole('button', { name: say('resources.tasksLog.review.confirm') }).click();
    const sent = (await bulk).postDataJSON() as { taskLogIds: string[]; includeFlagged?: boolean };
    expect(sent.includeFlagged).toBeUndefined();
    await page.getByText(say('resources.tasksLog.outcomes.flagged', { smart_count: 2 })).waitFor();
    const after = await pendingLogs();
    for (const id of sent.taskLogIds) expect(after.some((log) => log._id === id)).toBe(true);
  });
});

describe('freezing a user', () => {
  it('freezes from the user page with a reason, badges the user in lists, and a confirmation of theirs is refused', async () => {
    const log = (await pendingLogs()).find((l) => !l.flags.length)!;
    const page = await signedInPage(await s.open(), baseUrl, s.token, `/dashboard/users/${log.userId._id}/show`);
    await page.getByRole('button', { name: say('app.frozen.freeze') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: say('app.frozen.freeze') }).click();
    await dialog.getByText(say('app.frozen.reason_required')).waitFor();
    await dialog.getByRole('textbox', { name: say('app.frozen.reason') }).fill('Same screenshot on 40 accounts');
    await dialog.getByRole('button', { name: say('app.frozen.freeze') }).click();
    await page.getByText('Same screenshot on 40 accounts', { exact: false }).waitFor();
    await page.getByRole('button', { name: say('app.frozen.unfreeze') }).waitFor();

    const refused = await fetch(`${baseUrl}/api/tasks/review`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ taskLogId: log._id, action: 'confirm' }),
    });
    expect([refused.status, (await refused.json()).code]).toEqual([409, 'user.frozen']);

    await page.goto(`${baseUrl}${listPath('tasksLog', { status: 'pending', userId: log.userId._id })}`);
    await page.locator('tbody tr').first().getByText(say('app.frozen.badge'), { exact: true }).waitFor();
    // The other browser tests review this user's submissions: unfrozen again.
    await api(baseUrl, s.token, 'POST', `/admin/users/${log.userId._id}/unfreeze`);
  });
});
