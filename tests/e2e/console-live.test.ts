import { beforeEach, describe, expect, it } from 'vitest';
import { api, consoleSuite } from './console-support.ts';
import { openList } from './pages/list-page.ts';

const s = consoleSuite();
const { baseUrl } = s;

beforeEach(async () => {
  await s.open();
});

const countsRequests = (page: import('playwright-core').Page) => {
  const seen: number[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/tasks/tasklogs/counts') seen.push(Date.now());
  });
  return seen;
};

describe('another admin’s changes, live', () => {
  it('a record added elsewhere appears in an open list, and an open edit dialog says who changed it just now', async () => {
    const list = await openList(s, 'packages');
    const started = Date.now();
    const added = (
      await api<{ data: { _id: string; version: number } }>(baseUrl, s.token, 'POST', '/packages/', { name: 'Live Added', price: 5, referalpoint: 1 })
    ).data;
    await list.row('Live Added').waitFor();
    console.info(`a package added through the API showed in the open list after ${Date.now() - started} ms, without a reload`);

    const edit = await list.edit('Live Added');
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('Live Added');
    await edit.getByLabel('Referral Points').fill('7');
    await api(baseUrl, s.token, 'PUT', `/packages/${added._id}`, { price: 6, version: added.version });
    const alert = edit.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Administrator changed this package just now.');
    expect(await alert.innerText()).toContain('Price: ₦5.00 → ₦6.00');
    expect(await edit.getByLabel('Referral Points').inputValue(), 'what was typed is kept').toBe('7');
  });

  it('a review made elsewhere moves the pending count at once; while live the counts are not polled', async () => {
    await s.context!.clock.install();
    const list = await openList(s, 'tasksLog');
    const { page } = list;
    const counts = countsRequests(page);
    const pendingTab = page.getByRole('tab', { name: /pending/i });
    await expect.poll(() => pendingTab.innerText()).toMatch(/\d/);
    const before = Number((await pendingTab.innerText()).replace(/\D/g, ''));
    // Thirty seconds pass: live, nothing polls the counts.
    const polled = counts.length;
    await s.context!.clock.runFor(31_000);
    const [log] = (await api<{ data: { _id: string }[] }>(baseUrl, s.token, 'GET', '/tasks/tasklogs?status=pending&perPage=1')).data;
    expect(counts.length, 'no poll after 31 s while live').toBe(polled);
    await api(baseUrl, s.token, 'POST', '/tasks/review', { taskLogId: log._id, action: 'confirm' });
    await expect.poll(() => pendingTab.innerText().then((text) => Number(text.replace(/\D/g, '')))).toBe(before - 1);
    expect(counts.length, 'read again because of the change').toBeGreaterThan(polled);
  });
});

describe('without the stream (the production backend, a proxy that buffers it)', () => {
  it('the console polls the counts every 30 s as before', async () => {
    const context = s.context!;
    await context.route('**/api/events', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }));
    await context.clock.install();
    const list = await openList(s, 'tasksLog');
    const counts = countsRequests(list.page);
    await list.page.reload();
    // The first counts are on the tab before the clock moves: a poll falling due while they are
    // still being read is skipped, and the next one is due 30 s after they arrive.
    await list.page.getByRole('tab', { name: /pending\D*\d/i }).waitFor();
    const first = counts.length;
    await context.clock.runFor(31_000);
    await expect.poll(() => counts.length).toBeGreaterThan(first);
    await context.unroute('**/api/events');
  });
});
