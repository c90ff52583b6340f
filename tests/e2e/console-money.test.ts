import { describe, expect, it } from 'vitest';
import { api, consoleSuite, signedInPage } from './console-support.ts';
import { listPath } from './pages/list-page.ts';
import { say } from './pages/messages.ts';

const s = consoleSuite();
const { baseUrl } = s;

interface TaskLog {
  _id: string;
  amount: number;
  userId: { _id: string; name: string | null; email: string };
}

/** A pending submission of a user with no other credit spent, confirmed through the API: what the console will reverse. */
async function confirmedLog() {
  const pending = (await api<{ data: TaskLog[] }>(baseUrl, s.token, 'GET', '/tasks/tasklogs?status=pending&sort=createdAt&order=desc&perPage=50')).data;
  for (const log of pending) {
    const done = await api(baseUrl, s.token, 'POST', '/tasks/review', { taskLogId: log._id, action: 'confirm' }).then(
      () => true,
      () => false,
    );
    if (done) return log;
  }
  throw new Error('no pending submission could be confirmed');
}

describe('reversing a credit', () => {
  it('asks why, takes the credit back, and shows it in the Reversed tab and in Transactions', async () => {
    const log = await confirmedLog();
    const page = await signedInPage(await s.open(), baseUrl, s.token, listPath('tasksLog', { status: 'confirmed', q: log.userId.email }));
    const row = page.locator('tbody tr').filter({ hasText: log.userId.email }).first();
    await row.getByRole('button', { name: say('resources.tasksLog.reverse.button') }).click();
    const dialog = page.getByRole('dialog', { name: say('resources.tasksLog.reverse.title') });
    await dialog.getByRole('button', { name: say('resources.tasksLog.reverse.button') }).click();
    await dialog.getByText(say('resources.tasksLog.reasons.required')).waitFor();
    await dialog.getByLabel(say('resources.tasksLog.reverse.reason')).fill('Same screenshot as a farm');
    await dialog.getByRole('button', { name: say('resources.tasksLog.reverse.button') }).click();
    await page.getByText(say('resources.tasksLog.reverse.done')).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: new RegExp(`^${say('app.status.reversed')}`, 'i') }).click();
    await page.locator('tbody tr').filter({ hasText: 'Same screenshot as a farm' }).first().waitFor();

    const ledger = (
      await api<{ data: { transaction_services: string; reverses: { reference: string } | null }[] }>(
        baseUrl,
        s.token,
        'GET',
        `/admin/transactions/?userId=${log.userId._id}`,
      )
    ).data;
    expect(ledger.filter((row) => row.reverses?.reference === `RWD-TASK-${log._id}`)).toHaveLength(1);
  });

  it('offers Reverse credit on a user page’s confirmed submissions', async () => {
    const log = await confirmedLog();
    const page = await signedInPage(await s.open(), baseUrl, s.token, `/dashboard/users/${log.userId._id}/show`);
    const submissions = page.getByRole('region', { name: say('resources.users.page.submissions') });
    await submissions
      .getByRole('button', { name: say('resources.tasksLog.reverse.button') })
      .first()
      .waitFor();
  });
});
