import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, consoleSuite, signedInPage } from './console-support.ts';
import { listPage, openList } from './pages/list-page.ts';

/** The operations lead's day: a user's page, the work waiting on the dashboard, the bell and the header search. */
const s = consoleSuite();
const { baseUrl } = s;

interface Row {
  _id: string;
  name: string | null;
  email: string;
  reference: string;
  user: { _id: string; name: string | null };
}
const firstRows = async <T = Row>(path: string) => (await api<{ data: T[] }>(baseUrl, s.token, 'GET', path)).data;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("a user's page (1280 px)", () => {
  beforeEach(async () => {
    await s.open();
  });

  it('opens from an All Users row: profile, balance, their transactions (filterable) and task submissions, and back', async () => {
    const users = await openList(s, 'users');
    const { page } = users;
    const row = users.rows.nth(3);
    const email = (await row.locator('td').nth(2).innerText()).trim();
    await row.locator('td').nth(3).click();
    await page.waitForURL(/\/dashboard\/users\/[\w-]+\/show$/);
    const id = page.url().split('/').at(-2)!;
    // The simple-rest dialect answers the records themselves.
    const [user] = await api<Row[]>(baseUrl, s.token, 'GET', `/admin/alluser/?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}&range=[0,0]`);
    expect(user.email).toBe(email);

    await page.getByRole('heading', { level: 1, name: user.name ?? 'No Name' }).waitFor();
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect.poll(() => profile.innerText()).toContain(email);
    expect(await profile.innerText()).toMatch(/Balance\s+-?₦[\d,]+\.\d\d/);

    const transactions = page.getByRole('region', { name: 'Transactions' });
    const theirs = await api<{ meta: { total: number } }>(baseUrl, s.token, 'GET', `/admin/transactions/?userId=${id}&page=1&perPage=1`);
    await expect.poll(() => transactions.innerText()).toMatch(theirs.meta.total ? new RegExp(`of ${theirs.meta.total}`) : /There are no records to display/);
    if (theirs.meta.total) {
      await transactions.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'success', exact: true }).click();
      await expect.poll(() => transactions.locator('tbody tr').first().innerText()).toContain('success');
      // Every row of the filtered table is a successful one (the status column's place depends on the screen's columns).
      for (const text of await transactions.locator('tbody tr').allInnerTexts()) expect(text).toMatch(/\bsuccess\b/);
    }
    await page.getByRole('region', { name: 'Task submissions' }).waitFor();

    await transactions.getByRole('link', { name: 'See all in Transactions' }).click();
    expect((await listPage(page, 'transactions').ready()).urlFilter()).toEqual({ q: email });
    await page.goBack();
    await page.getByRole('link', { name: users.heading }).first().click();
    await users.ready();
  });

  it('"See all in Tasks Log" opens the queue\'s pending tab searched for the user, tab and rows agreeing', async () => {
    const [log] = await firstRows<{ userId: { _id: string; email: string; name: string | null } }>('/tasks/tasklogs?status=pending&page=1&perPage=1');
    const page = await signedInPage(s.context!, baseUrl, s.token, `/dashboard/users/${log.userId._id}/show`);
    await page.getByRole('region', { name: 'Task submissions' }).getByRole('link', { name: 'See all in Tasks Log' }).click();
    const queue = await listPage(page, 'tasksLog').ready();
    await expect.poll(() => queue.urlFilter()).toEqual({ q: log.userId.email, status: 'pending' });
    expect(await page.getByRole('tab', { selected: true }).innerText()).toMatch(/^pending/i);
    await expect.poll(() => queue.rows.count()).toBeGreaterThan(0);
    for (const text of await queue.rows.allInnerTexts()) expect(text).toContain(log.userId.name ?? '');
  });

  it("a user's name in Transactions and on the dashboard opens their page", async () => {
    const [transaction] = await firstRows('/admin/transactions/?page=1&perPage=1');
    const { page, rows } = await openList(s, 'transactions');
    await rows.first().getByRole('link', { name: transaction.user.name! }).click();
    await page.waitForURL(new RegExp(`/dashboard/users/${transaction.user._id}/show$`));
    await page.getByRole('heading', { level: 1, name: transaction.user.name! }).waitFor();

    await page.goto(`${baseUrl}/dashboard`);
    const recentUsers = page.getByRole('region', { name: 'Recent Users' });
    const link = recentUsers.locator('tbody tr').first().getByRole('link');
    const name = await link.innerText();
    await link.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(page.url()).toMatch(/\/dashboard\/users\/[\w-]+\/show$/);
  });

  it('an unknown user says so on the page instead of an empty page or a jump to the list; an outage offers Retry', async () => {
    const page = await signedInPage(s.context!, baseUrl, s.token, '/dashboard/users/00000000-0000-4000-8000-000000000000/show');
    await page.getByText('No user has this address').waitFor();
    expect(page.url()).toMatch(/\/show$/);

    const [user] = await firstRows('/admin/alluser/?page=1&perPage=1');
    await page.route('**/api/admin/alluser/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${baseUrl}/dashboard/users/${user._id}/show`);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load this user' });
    await alert.waitFor();
    await page.unroute('**/api/admin/alluser/**');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('region', { name: 'Profile' }).getByText(user.email).waitFor();
  });
});

describe('on a phone (375 px)', () => {
  beforeEach(async () => {
    await s.open({ width: 375, height: 812 });
  });

  it("a user's page shows their whole email and their transactions as cards with amount and date, without sideways scrolling", async () => {
    const [transaction] = await firstRows('/admin/transactions/?page=1&perPage=1');
    const page = await signedInPage(s.context!, baseUrl, s.token, `/dashboard/users/${transaction.user._id}/show`);
    await page.getByRole('region', { name: 'Task submissions' }).waitFor();
    const card = page.getByRole('region', { name: 'Transactions' }).locator('li').filter({ hasText: transaction.reference });
    expect(await card.innerText()).toMatch(/₦[\d,]+\.\d\d/);
    expect(await card.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    const email = page.getByRole('region', { name: 'Profile' }).getByText(/@/);
    expect(await email.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  it("the dashboard's recent transactions keep their amount and date on screen, and a name opens the user", async () => {
    const page = await signedInPage(s.context!, baseUrl, s.token, '/dashboard');
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    const first = recent.locator('li').first();
    await first.waitFor();
    expect(await first.innerText()).toMatch(/₦[\d,]+\.\d\d/);
    expect(await first.innerText()).toMatch(/at \d{1,2}:\d\d [AP]M/);
    const box = (await first.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await noSidewaysScroll(page)).toBe(true);
    const name = first.getByRole('link');
    const who = await name.innerText();
    await name.click();
    await page.getByRole('heading', { level: 1, name: who }).waitFor();
  });
});

describe('work waiting, the bell and the search (1280 px)', () => {
  beforeEach(async () => {
    await s.open();
  });

  const total = async (path: string) => (await api<{ meta: { total: number } }>(baseUrl, s.token, 'GET', path)).meta.total;
  const today = () => {
    const now = new Date();
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const end = new Date(start.getTime() + 86_400_000 - 1);
    return { day: day(now), from: encodeURIComponent(start.toISOString()), to: encodeURIComponent(end.toISOString()) };
  };

  it('the dashboard counts pending reviews, failed transactions today and coupons expiring this week, each opening its list', async () => {
    const { day, from, to } = today();
    const pending = await total('/tasks/tasklogs?status=pending&page=1&perPage=1');
    const failed = await total(`/admin/transactions/?status=failed&from=${from}&to=${to}&page=1&perPage=1`);
    const page = await signedInPage(s.context!, baseUrl, s.token, '/dashboard');
    const waiting = page.getByRole('region', { name: 'Work waiting' });
    const card = (name: string) => waiting.getByRole('link', { name: new RegExp(`^${name}: `) });
    await expect.poll(() => card('Pending reviews').getAttribute('aria-label')).toBe(`Pending reviews: ${pending.toLocaleString('en-US')}`);
    await expect.poll(() => card('Failed transactions today').getAttribute('aria-label')).toBe(`Failed transactions today: ${failed}`);
    await expect.poll(() => card('Coupons expiring this week').getAttribute('aria-label')).toMatch(/^Coupons expiring this week: \d+$/);
    if (pending) expect(await card('Pending reviews').innerText()).toMatch(/Oldest waiting for \d+ (minute|hour|day)s?/);

    await card('Failed transactions today').click();
    const list = await listPage(page, 'transactions').ready();
    expect(list.urlFilter()).toEqual({ status: 'failed', createdAt_gte: day, createdAt_lte: day });
    if (failed) await expect.poll(() => list.range()).toMatch(new RegExp(`of ${failed}$`));
    else await list.empty.waitFor();
  });

  it('the 30-day chart is drawn from the server sum, hidden where the server has none (404), and offers Retry when it fails', async () => {
    const page = await signedInPage(s.context!, baseUrl, s.token, '/dashboard');
    const chart = page.getByRole('region', { name: 'Transaction volume, last 30 days' });
    await chart.getByRole('img').waitFor();
    expect(await chart.innerText()).toMatch(/Successful credits ₦[\d,.]+ and debits ₦[\d,.]+/);
    expect(await chart.locator('svg rect').count()).toBeGreaterThan(10);

    await page.route('**/api/admin/dashboard/volume', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not Found"}' }),
    );
    await page.reload();
    await page.getByRole('region', { name: 'Work waiting' }).waitFor();
    await page.getByRole('region', { name: 'Recent Users' }).locator('tbody tr').first().waitFor();
    // The chart's own chunk and request may still be on their way when the rest is on screen.
    await expect.poll(() => chart.count()).toBe(0);

    await page.unroute('**/api/admin/dashboard/volume');
    await page.route('**/api/admin/dashboard/volume', (route) => route.abort('connectionrefused'));
    await page.reload();
    const alert = chart.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/Could not load the chart/);
    await page.unroute('**/api/admin/dashboard/volume');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await chart.getByRole('img').waitFor();
  });

  it('the bell counts what needs attention and opens the pending reviews', async () => {
    const { from, to } = today();
    const pending = await total('/tasks/tasklogs?status=pending&page=1&perPage=1');
    const failed = await total(`/admin/transactions/?status=failed&from=${from}&to=${to}&page=1&perPage=1`);
    const approvals = await total('/approvals?status=pending&page=1&perPage=1');
    const { page } = await openList(s, 'packages');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const all = pending + failed + approvals;
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(all ? `Notifications (${all.toLocaleString('en-US')})` : 'Notifications');
    await bell.click();
    const menu = page.getByRole('menu', { name: 'Needs attention' });
    if (failed) expect(await menu.innerText()).toContain(`Failed transactions today: ${failed}`);
    if (approvals) expect(await menu.innerText()).toContain(`Approvals waiting: ${approvals}`);
    expect(pending).toBeGreaterThan(0);
    await menu.getByRole('menuitem', { name: `Pending reviews: ${pending.toLocaleString('en-US')}` }).click();
    expect((await listPage(page, 'tasksLog').ready()).urlFilter()).toEqual({ status: 'pending' });
  });

  it('/ and Ctrl+K search users, transactions, coupons and tasks, and open what is chosen', async () => {
    const [user] = await firstRows('/admin/alluser/?page=1&perPage=1&sort=createdAt&order=asc');
    const [transaction] = await firstRows('/admin/transactions/?page=1&perPage=1');
    const { page } = await openList(s, 'packages');

    await page.keyboard.press('/');
    await page.keyboard.type(user.email);
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: new RegExp(user.email) }).waitFor();
    expect(await listbox.innerText()).toContain('All Users');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/dashboard/users/${user._id}/show$`));

    // Away from the search box, on something no click can open (the page's own title).
    const search = page.getByRole('combobox', { name: 'Search' });
    await page.getByRole('heading', { level: 1 }).first().click();
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(false);
    await page.keyboard.press('Control+k');
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(transaction.reference);
    await listbox.getByRole('option', { name: new RegExp(transaction.reference) }).waitFor();
    await page.keyboard.press('Enter');
    const found = await listPage(page, 'transactions').ready();
    expect(found.urlFilter()).toEqual({ q: transaction.reference });
    await expect.poll(() => found.rows.count()).toBe(1);

    await search.fill('zzzz-nothing-matches');
    await page.getByText('Nothing found').waitFor();
  });
});
