import { beforeEach, describe, expect, it } from 'vitest';
import { passwordToken } from '../helpers/api-client.ts';
import { api, consoleSuite, newContext, signedInPage, textSeen } from './console-support.ts';
import { APPROVAL_MAKER } from './demo-data.ts';
import { listPage } from './pages/list-page.ts';
import { say } from './pages/messages.ts';

const s = consoleSuite();
const { baseUrl } = s;
const MAKER_IDENTITY = { name: APPROVAL_MAKER.name, email: APPROVAL_MAKER.email, role: 'reviewer' };

beforeEach(async () => {
  await s.open();
});

/** Pending submissions per task. */
async function pendingByTask() {
  const pending = (await api<{ data: { taskId: { _id: string } }[] }>(baseUrl, s.token, 'GET', '/tasks/tasklogs?status=pending&perPage=500')).data;
  const byTask = new Map<string, number>();
  for (const log of pending) byTask.set(log.taskId._id, (byTask.get(log.taskId._id) ?? 0) + 1);
  return [...byTask].sort((a, b) => b[1] - a[1]);
}
/** A task with at least `count` pending submissions, for a queue of its own. */
const taskWithPending = async (count: number) => (await pendingByTask()).find(([, n]) => n >= count)![0];
const signIn = (account: { email: string; password: string }) => passwordToken(baseUrl, account);
const queuePath = (taskId: string, perPage = 10) =>
  `/dashboard/tasksLog?filter=${encodeURIComponent(JSON.stringify({ status: 'pending', taskId }))}&perPage=${perPage}&page=1&sort=createdAt&order=ASC`;
const rowIds = async (page: import('playwright-core').Page) => {
  const list = listPage(page, 'tasksLog');
  await list.rows.first().waitFor();
  return list.column('User Email');
};

describe('two reviewers side by side', () => {
  it('get different rows of one queue; an admin looking through the list sees whose each row is and may release it', async () => {
    const taskId = await taskWithPending(20);
    const maker = await signIn(APPROVAL_MAKER);
    const mine = await rowIds(await signedInPage(s.context!, baseUrl, s.token, queuePath(taskId)));
    const other = await newContext(s.browser);
    try {
      const theirPage = await signedInPage(other, baseUrl, maker, queuePath(taskId), undefined, MAKER_IDENTITY);
      const theirs = await rowIds(theirPage);
      expect(mine).toHaveLength(10);
      expect(theirs).toHaveLength(10);
      const held = (
        await api<{ data: { _id: string; userId: { email: string }; claimedBy: { name: string } | null }[] }>(
          baseUrl,
          s.token,
          'GET',
          `/tasks/tasklogs?taskId=${taskId}&status=pending&perPage=100`,
        )
      ).data;
      const holderOf = (email: string) => held.filter((log) => log.userId.email === email).map((log) => log.claimedBy?.name);
      expect(theirs.flatMap(holderOf)).not.toContain('E2E Admin');
      // Looking through the list with a search (nothing claimed), the admin sees the reviewer's rows held, and releases one.
      const browse = await signedInPage(s.context!, baseUrl, s.token, queuePath(taskId, 50));
      const list = listPage(browse, 'tasksLog');
      await list.search('@');
      const lock = browse.getByRole('img', { name: new RegExp(`^Being reviewed by ${APPROVAL_MAKER.name} until \\d`) });
      await lock.first().waitFor();
      const row = browse.locator('tbody tr').filter({ has: lock }).first();
      await row.getByRole('button', { name: say('resources.tasksLog.claims.release') }).click();
      const ask = browse.getByRole('dialog', { name: say('resources.tasksLog.claims.release_title') });
      await ask.getByText(`${APPROVAL_MAKER.name} is reviewing it`).waitFor();
      await ask.getByRole('button', { name: say('resources.tasksLog.claims.release') }).click();
      await browse.getByText(say('resources.tasksLog.claims.released')).waitFor();
      await expect.poll(() => lock.count()).toBe(theirs.length - 1);
    } finally {
      await other.close();
      // The reviewer leaves the queue: the next files' accounts find its rows free.
      await api(baseUrl, maker, 'DELETE', '/tasks/tasklogs/claims').catch(() => undefined);
    }
  });
});

describe('a queue held by others', () => {
  it('says how many wait in other hands; "Leave the queue" frees a reviewer’s rows at once and takes them to the dashboard', async () => {
    const maker = await signIn(APPROVAL_MAKER);
    try {
      // The suite's admin holds nothing; the other reviewer's queue takes every row of a task that waits for them.
      await api(baseUrl, s.token, 'DELETE', '/tasks/tasklogs/claims');
      let taskId = '';
      let held = 0;
      for (const [candidate] of (await pendingByTask()).reverse()) {
        const page = await api<{ data: unknown[]; meta: { total: number } }>(baseUrl, maker, 'GET', `/tasks/tasklogs/queue?taskId=${candidate}&perPage=100`);
        [taskId, held] = [candidate, page.data.length];
        if (held >= 2 && page.meta.total === held) break;
        await api(baseUrl, maker, 'DELETE', '/tasks/tasklogs/claims');
      }
      expect(held).toBeGreaterThanOrEqual(2);
      const mine = await signedInPage(s.context!, baseUrl, s.token, queuePath(taskId, 50));
      // Other files' accounts may hold rows of the task too: all of them count.
      const allHeld = mine.getByText(new RegExp(`^${say('resources.tasksLog.claims.all_held', { smart_count: 1234 }).replace('1234', '\\d+')}$`));
      await allHeld.waitFor();
      expect(Number((await allHeld.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(held);
      expect(await mine.locator('tbody tr').count()).toBe(0);

      const other = await newContext(s.browser);
      try {
        const theirs = await signedInPage(other, baseUrl, maker, queuePath(taskId, 50), undefined, MAKER_IDENTITY);
        await theirs.getByText(say('resources.tasksLog.claims.held_for_you', { smart_count: 10 })).waitFor();
        expect(await listPage(theirs, 'tasksLog').rows.count()).toBe(held);
        const leaving = theirs.waitForResponse(
          (response) => new URL(response.url()).pathname.endsWith('/tasks/tasklogs/claims') && response.request().method() === 'DELETE',
        );
        await theirs.getByRole('button', { name: say('resources.tasksLog.claims.leave') }).click();
        expect((await leaving).status()).toBe(200);
        // Everything the account holds goes, rows it took elsewhere in the suite included: at least this task's.
        const left = await textSeen(theirs, new RegExp(`^${say('resources.tasksLog.claims.left', { smart_count: 1234 }).replace('1234', '\\d+')}$`));
        expect(Number(left.replace(/\D/g, ''))).toBeGreaterThanOrEqual(held);
        await theirs.waitForURL((url) => /^\/dashboard\/?$/.test(url.pathname));
        await theirs.getByRole('heading', { name: say('app.dashboard.title'), level: 1 }).waitFor();
      } finally {
        await other.close();
      }
      // The rows are free at once: the admin's queue holds them now.
      await mine.reload();
      await expect.poll(() => listPage(mine, 'tasksLog').rows.count()).toBe(held);
    } finally {
      await api(baseUrl, maker, 'DELETE', '/tasks/tasklogs/claims').catch(() => undefined);
    }
  });
});
