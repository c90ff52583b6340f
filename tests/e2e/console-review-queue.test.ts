import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, consoleSuite, signedInPage } from './console-support.ts';
import { KEYBOARD_TASK } from './demo-data.ts';
import { listPage, openList } from './pages/list-page.ts';
import { describeScreenChecks } from './screen-checks.ts';

/** The rows the keyboard test reviews, two keys each. */
// 20 rows in `npm test` (CI's time); KEYBOARD_ROWS=50 (at most the task's logs) for the measure.
const REVIEWED_BY_KEYS = Math.min(Number(process.env.KEYBOARD_ROWS ?? 20), KEYBOARD_TASK.logs);

const s = consoleSuite();
const { baseUrl } = s;

interface TaskLog {
  _id: string;
  status: string;
  reason: string | null;
  userId: { email: string };
}
interface Counts {
  pending: number;
  confirmed: number;
  rejected: number;
}

const logs = async () => (await api<{ data: TaskLog[] }>(baseUrl, s.token, 'GET', '/tasks/tasklogs')).data;
const counts = async () => (await api<{ data: Counts }>(baseUrl, s.token, 'GET', '/tasks/tasklogs/counts')).data;
const statusOf = async (id: string) => (await logs()).find((l) => l._id === id)!;

const openQueue = () => openList(s, 'tasksLog');
const toolbar = (page: Page) => page.locator('[data-test="bulk-actions-toolbar"]');
beforeEach(async () => {
  await s.open();
});

describe('bulk review', () => {
  it('confirms the selected rows after "Are you sure you want to confirm 3 tasks?", then says what happened', async () => {
    const { page, rows } = await openQueue();
    const before = await counts();
    for (let i = 0; i < 3; i++) await rows.nth(i).getByRole('checkbox').check();
    await page.getByText('3 items selected').waitFor();
    const bulk = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/tasks/review/bulk'));
    await toolbar(page).getByRole('button', { name: 'Confirm' }).click();
    const asked = page.getByRole('dialog', { name: 'Are you sure?' });
    await asked.getByText('Are you sure you want to confirm 3 tasks?').waitFor();
    await asked.getByRole('button', { name: 'Confirm' }).click();
    const ids = ((await bulk).postDataJSON() as { taskLogIds: string[] }).taskLogIds;
    expect(ids).toHaveLength(3);
    await page.getByText('3 confirmed').waitFor();
    for (const id of ids) expect((await statusOf(id)).status).toBe('confirmed');
    await expect.poll(counts).toEqual({ ...before, pending: before.pending - 3, confirmed: before.confirmed + 3 });
    // The tab's count and the menu's badge follow.
    await page.getByRole('tab', { name: `pending (${before.pending - 3})` }).waitFor();
  });

  it('rejects the selected rows with a chosen reason', async () => {
    const { page, rows } = await openQueue();
    for (let i = 0; i < 2; i++) await rows.nth(i).getByRole('checkbox').check();
    const bulk = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/tasks/review/bulk'));
    await toolbar(page).getByRole('button', { name: 'Reject' }).click();
    const asked = page.getByRole('dialog', { name: 'Are you sure?' });
    await asked.getByText('Are you sure you want to reject 2 tasks?').waitFor();
    await asked.getByRole('radio', { name: 'Duplicate submission' }).check();
    await asked.getByRole('button', { name: 'Reject' }).click();
    const ids = ((await bulk).postDataJSON() as { taskLogIds: string[] }).taskLogIds;
    await page.getByText('2 rejected').waitFor();
    for (const id of ids) expect(await statusOf(id)).toMatchObject({ status: 'rejected', reason: 'Duplicate submission' });
  });

  it('against a server without the review extensions: no counts, and one review per selected row', async () => {
    const page = await signedInPage(s.context!, baseUrl, s.token, '/dashboard');
    await page.route('**/api/tasks/tasklogs/counts', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
    );
    await page.route('**/api/tasks/review/bulk', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }));
    // Nor a claimed queue: the pending tab reads the list.
    await page.route('**/api/tasks/tasklogs/queue*', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
    );
    // Rows without the flag extension's fields.
    await page.route(/\/api\/tasks\/tasklogs\/?(\?|$)/, async (route) => {
      const response = await route.fetch();
      const strip = (rows: Record<string, unknown>[]) => rows.map(({ flags: _flags, flagged: _flagged, ...row }) => row);
      // A page is an array (simple-rest with Content-Range); a whole list is `{ data }`.
      const body = (await response.json()) as Record<string, unknown>[] | { data: Record<string, unknown>[] };
      await route.fulfill({ response, json: Array.isArray(body) ? strip(body) : { ...body, data: strip(body.data) } });
    });
    const { rows } = await listPage(page, 'tasksLog').goto();
    await page.getByRole('tab', { name: 'pending', exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: /\(\d+\)/ }).count()).toBe(0);
    // The Flagged and Reversed tabs are extensions the counts announce: without counts, neither shows.
    expect(await page.getByRole('tab', { name: /^(flagged|reversed)$/i }).count()).toBe(0);
    // Nor does the flag filter, whose rows would all lack the field.
    await rows.first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Flagged' }).count()).toBe(0);
    const singles: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/tasks/review') && singles.push(r.postDataJSON().taskLogId));
    for (let i = 0; i < 2; i++) await rows.nth(i).getByRole('checkbox').check();
    await toolbar(page).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('2 confirmed').waitFor();
    expect(singles).toHaveLength(2);
    for (const id of singles) expect((await statusOf(id)).status).toBe('confirmed');
  });
});

describe('keyboard review', () => {
  // How fast the next row takes focus is measured here and printed; its target belongs to the benchmark
  // (bench/review-queue.ts), since a busy CI machine cannot promise a latency.
  it(`j focuses a row, c then Enter confirms it, and the next row has focus after each answer (${REVIEWED_BY_KEYS} rows)`, async () => {
    const tasks = (await api<{ data: { _id: string; title: string }[] }>(baseUrl, s.token, 'GET', '/tasks/')).data;
    const task = tasks.find((t) => t.title === KEYBOARD_TASK.title)!;
    const list = await openList(s, 'tasksLog', { filter: { status: 'pending', taskId: task._id } });
    const { page } = list;
    const focusedEmail = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest('tr')?.querySelector('td:nth-child(4)')?.textContent ?? '');
    const durations: number[] = [];
    const started = Date.now();
    await page.keyboard.press('j');
    for (let round = 0; round < REVIEWED_BY_KEYS; round++) {
      const [email, next] = await list.column('User Email');
      await expect.poll(focusedEmail).toBe(email);
      await page.keyboard.press('c');
      await page.getByRole('dialog', { name: 'Are you sure?' }).getByText('Are you sure you want to confirm this task?').waitFor();
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/tasks/review'), { timeout: 10_000 });
      await page.keyboard.press('Enter');
      expect((await answered).status(), `round ${round}: ${email}`).toBe(200);
      const at = Date.now();
      await expect.poll(focusedEmail, { timeout: 5_000, interval: 20 }).toBe(next);
      durations.push(Date.now() - at);
    }
    const total = Date.now() - started;
    durations.sort((a, b) => a - b);
    console.info(
      `keyboard review of ${REVIEWED_BY_KEYS} rows: ${(total / 1000).toFixed(1)} s in all; next row focused ${durations[0]}–${durations.at(-1)} ms after each answer (median ${durations[Math.floor(durations.length / 2)]} ms)`,
    );
    expect(durations).toHaveLength(REVIEWED_BY_KEYS);
  }, 180_000);

  it('r opens the reason with focus on it; x selects; ? lists the shortcuts; typing in the search fires none', async () => {
    const list = await openQueue();
    const { page } = list;
    await list.search('c');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await list.search('');
    await page.locator('h1').click();
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.getByText('1 item selected').waitFor();
    await page.keyboard.press('r');
    const asked = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
    await page.keyboard.press('Escape');
    await asked.waitFor({ state: 'detached' });
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Confirm the row').waitFor();
    await help.getByRole('button', { name: 'OK' }).click();
  });
});

describe('proof and counts', () => {
  it('shows each pending row its proof link (new tab, no referrer) and a screenshot that enlarges', async () => {
    const { rows } = await openQueue();
    const link = rows.first().getByRole('link', { name: 'Open post' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const thumbnail = rows.first().getByRole('button', { name: 'Enlarge screenshot' });
    await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await thumbnail.click();
    await rows.page().getByRole('button', { name: 'Shrink screenshot' }).waitFor();
  });

  it('a screenshot that does not load says so', async () => {
    await s.context!.route('**/proofs/demo/**', (route) => route.fulfill({ status: 404, body: '' }));
    const { rows } = await openQueue();
    await rows.first().getByRole('img', { name: 'Screenshot unavailable' }).waitFor();
  });

  it('filters the queue by a task chosen by typing its title', async () => {
    const list = await openQueue();
    await list.filterInput('taskId').fill(KEYBOARD_TASK.title.slice(0, 12));
    await list.page.getByRole('option', { name: KEYBOARD_TASK.title }).click();
    await expect.poll(() => list.urlFilter().taskId).toBeTruthy();
    await expect.poll(async () => new Set(await list.column('Task Title'))).toEqual(new Set([KEYBOARD_TASK.title]));
  });

  it("the menu's Tasks Log badge shows the pending count", async () => {
    const { page } = await openQueue();
    const { pending } = await counts();
    await page.getByLabel(`${pending} submissions waiting for review`).waitFor();
  });
});

describeScreenChecks(s, [
  [
    'tasksLog-bulk-reject',
    '/dashboard/tasksLog',
    async (page) => {
      const { rows } = await listPage(page, 'tasksLog').ready();
      await rows.first().getByRole('checkbox').check();
      await rows.nth(1).getByRole('checkbox').check();
      await toolbar(page).getByRole('button', { name: 'Reject' }).click();
      await page.getByText('Are you sure you want to reject 2 tasks?').waitFor();
    },
  ],
]);
