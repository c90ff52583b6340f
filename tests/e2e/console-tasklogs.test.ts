import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, consoleSuite } from './console-support.ts';
import { HOSTILE_TASK } from './demo-data.ts';
import { type ListPage, listPage, openList } from './pages/list-page.ts';
import { describeScreenChecks } from './screen-checks.ts';

const s = consoleSuite();
const { baseUrl } = s;

interface TaskLog {
  _id: string;
  status: string;
  amount: number;
  createdAt: string;
  userId: { name: string | null; email: string };
  taskId: { title: string };
}

const logs = async () => (await api<{ data: TaskLog[] }>(baseUrl, s.token, 'GET', '/tasks/tasklogs')).data;
/** A pending log on the first page of the admin's pending tab (their claimed queue, oldest first) whose user and task pair no other row there shares. */
async function distinctPendingLog(skip: string[] = []) {
  const pending = (await api<{ data: TaskLog[] }>(baseUrl, s.token, 'GET', '/tasks/tasklogs/queue?perPage=50')).data;
  const key = (l: TaskLog) => `${l.userId.email}|${l.taskId.title}`;
  const found = pending.find((l) => !skip.includes(l._id) && l.taskId.title !== HOSTILE_TASK.title && pending.filter((o) => key(o) === key(l)).length === 1);
  if (!found) throw new Error('no distinct pending log in the demo data');
  return found;
}

const openLogs = () => openList(s, 'tasksLog');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const rowOf = (list: ListPage, log: TaskLog) => list.row([log.userId.email, log.taskId.title]);

beforeEach(async () => {
  await s.open();
});

describe('the task-log tabs', () => {
  it('open on pending, keep the chosen tab in the URL across a reload, and offer review only on pending', async () => {
    const list = await openLogs();
    const { page } = list;
    expect(await tab(page, 'pending').getAttribute('aria-selected')).toBe('true');
    // Waiting rows all have the same status: their flags stand in its place.
    expect(await list.headers()).toEqual(['', '#', 'User Name', 'User Email', 'Task Title', 'Task Link', 'Amount', 'Flags', 'Date', 'Proof', 'Actions']);
    const all = await logs();
    // The pending tab counts what waits for this admin: not rows other reviewers or approval requests hold.
    const waiting = async () => (await api<{ meta: { total: number } }>(baseUrl, s.token, 'GET', '/tasks/tasklogs/queue?perPage=1')).meta.total;
    await expect.poll(async () => (await list.range()).endsWith(` of ${await waiting()}`)).toBe(true);

    await tab(page, 'confirmed').click();
    await expect.poll(() => list.urlFilter().status).toBe('confirmed');
    await expect
      .poll(() => list.headers())
      .toEqual(['#', 'User Name', 'User Email', 'Task Title', 'Task Link', 'Amount', 'Status', 'Date', 'Reviewed by', 'Reviewed at', 'Actions']);
    await list.reload();
    expect(await tab(page, 'confirmed').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => list.range()).toMatch(new RegExp(` of ${all.filter((l) => l.status === 'confirmed').length}$`));
    expect(await page.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    // A confirmed row offers only to reverse its credit.
    expect(await list.rows.first().getByRole('button', { name: 'Reverse credit' }).count()).toBe(1);
  });
});

describe('reviewing a pending task log', () => {
  it("confirms it after asking, moves it to the confirmed tab, and the user's credit appears under Transactions", async () => {
    const log = await distinctPendingLog();
    const list = await openLogs();
    const { page } = list;
    const reviews: { key?: string }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/tasks/review')) reviews.push({ key: r.headers()['idempotency-key'] });
    });
    await rowOf(list, log).getByRole('button', { name: 'Confirm' }).click();
    const ask = page.getByRole('dialog', { name: 'Are you sure?' });
    await ask.getByText('Are you sure you want to confirm this task?').waitFor();
    await ask.getByRole('button', { name: 'Confirm' }).dblclick();
    await page.getByText('Task confirmed successfully').waitFor();
    await rowOf(list, log).waitFor({ state: 'detached' });
    expect(reviews).toHaveLength(1);
    expect(reviews[0].key, 'each click carries an Idempotency-Key').toMatch(/^[\x21-\x7e]{16,}$/);
    expect((await logs()).find((l) => l._id === log._id)!.status).toBe('confirmed');

    await tab(page, 'confirmed').click();
    await rowOf(list, log).first().waitFor();

    const transactions = await openList(s, 'transactions');
    const credit = transactions.row(`RWD-TASK-${log._id}`);
    await credit.waitFor();
    const cells = await credit.locator('td').allInnerTexts();
    // The email column is hidden by default (Transactions fit at 1280 px); the name is shown.
    expect(cells).toContain(log.userId.name ?? '');
    expect(cells).toContain(`₦${log.amount.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  });

  it('rejects after "Are you sure you want to reject this task?" with a reason, and cancelling changes nothing', async () => {
    const log = await distinctPendingLog();
    const list = await openLogs();
    const { page } = list;
    await rowOf(list, log).getByRole('button', { name: 'Reject' }).click();
    const ask = page.getByRole('dialog', { name: 'Are you sure?' });
    await ask.getByText('Are you sure you want to reject this task?').waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect((await logs()).find((l) => l._id === log._id)!.status).toBe('pending');

    await rowOf(list, log).getByRole('button', { name: 'Reject' }).click();
    const asked = page.getByRole('dialog', { name: 'Are you sure?' });
    // The dialog names the submission, and a rejection needs a reason.
    await asked.getByText(`${log.userId.name ?? log.userId.email} · ${log.taskId.title} · ₦`, { exact: false }).waitFor();
    await asked.getByRole('button', { name: 'Reject' }).click();
    await asked.getByText('Choose or write a reason').waitFor();
    await asked.getByRole('radio', { name: 'Other reason' }).check();
    await asked.getByRole('textbox', { name: 'Reason' }).fill('Screenshot is of another account');
    await asked.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Task rejected successfully').waitFor();
    await rowOf(list, log).waitFor({ state: 'detached' });
    const rejected = (await logs()).find((l) => l._id === log._id) as TaskLog & { reason: string };
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Screenshot is of another account' });
    await tab(page, 'rejected').click();
    await rowOf(list, log).first().getByText('Screenshot is of another account').waitFor();
  });

  it("shows the server's message in an error dialog when the log was reviewed meanwhile", async () => {
    const log = await distinctPendingLog();
    const list = await openLogs();
    const { page } = list;
    // Reviewed by someone else while this admin reads the question (the row then leaves the list,
    // heard live; the question stays until answered).
    await rowOf(list, log).getByRole('button', { name: 'Confirm' }).click();
    const question = page.getByRole('dialog', { name: 'Are you sure?' });
    await question.waitFor();
    await api(baseUrl, s.token, 'POST', '/tasks/review', { taskLogId: log._id, action: 'reject' });
    await question.getByRole('button', { name: 'Confirm' }).click();
    const failed = page.getByRole('dialog', { name: 'Error' });
    await failed.getByText('Task already reviewed').waitFor();
    await failed.getByRole('button', { name: 'OK' }).click();
    expect((await logs()).find((l) => l._id === log._id)!.status).toBe('rejected');
  });

  it('says "Action failed" when the server gives no message', async () => {
    const log = await distinctPendingLog();
    const list = await openLogs();
    const { page } = list;
    await page.route('**/api/tasks/review', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await rowOf(list, log).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: 'Error' }).getByText('Action failed', { exact: true }).waitFor();
    expect((await logs()).find((l) => l._id === log._id)!.status).toBe('pending');
  });
});

describeScreenChecks(s, [
  ['tasksLog-pending', '/dashboard/tasksLog', (page) => listPage(page, 'tasksLog').ready()],
  [
    'tasksLog-confirm',
    '/dashboard/tasksLog',
    async (page) => {
      const { rows } = await listPage(page, 'tasksLog').ready();
      await rows.first().getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Are you sure you want to confirm this task?').waitFor();
    },
  ],
]);
