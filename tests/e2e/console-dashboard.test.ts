import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, consoleSuite, gate, signedInPage } from './console-support.ts';
import { describeScreenChecks } from './screen-checks.ts';

const s = consoleSuite();
const { baseUrl } = s;

const DATE_TIME = /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M$/;
const NAIRA = /^₦\d{1,3}(,\d{3})*\.\d{2}$/;

const openDashboard = async () => {
  const page = await signedInPage(s.context!, baseUrl, s.token, '/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  return page;
};
const section = (page: Page, name: string) => page.getByRole('region', { name });
const table = (page: Page, name: string) => section(page, name).locator('table');
const column = (page: Page, name: string, index: number) => table(page, name).locator(`tbody tr td:nth-child(${index})`).allInnerTexts();
const countOf = async (path: string) => (await api<{ data: unknown[] }>(baseUrl, s.token, 'GET', path)).data.length;

beforeEach(async () => {
  await s.open();
});

describe('the dashboard', () => {
  it("shows the database's totals of packages, users and tasks", async () => {
    const page = await openDashboard();
    const expected = {
      'Total Packages': await countOf('/packages/'),
      'Total Users': await countOf('/admin/alluser/'),
      'Total Tasks': await countOf('/tasks/'),
    };
    expect(expected['Total Users']).toBeGreaterThan(0);
    for (const [label, total] of Object.entries(expected)) {
      await expect.poll(() => section(page, label).locator('p').innerText(), { message: label }).toBe(total.toLocaleString('en-NG'));
    }
  });

  it('says "Fetching dashboard data..." while loading, then "Dashboard data loaded"', async () => {
    // The data is held back until the loading message has been seen.
    const seen = gate();
    await s.context!.route('**/api/admin/dashboard/', async (route) => {
      await seen.passed;
      await route.continue();
    });
    const page = await signedInPage(s.context!, baseUrl, s.token, '/dashboard');
    await page.getByText('Fetching dashboard data...').waitFor();
    seen.open();
    await page.getByText('Dashboard data loaded').waitFor();
    // It closes by itself (after 0.5 s; how soon is not measured, a busy machine delays timers).
    await page.getByText('Dashboard data loaded').waitFor({ state: 'detached' });
  });

  it('shows the server\'s message when loading fails, else "Error fetching dashboard data"', async () => {
    let withMessage = true;
    await s.context!.route('**/api/admin/dashboard/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: withMessage ? JSON.stringify({ message: 'Dashboard is resting' }) : '{}' }),
    );
    const page = await openDashboard();
    await page.locator('.Toastify__toast--error', { hasText: 'Dashboard is resting' }).waitFor();
    withMessage = false;
    await page.reload();
    await page.locator('.Toastify__toast--error', { hasText: 'Error fetching dashboard data' }).waitFor();
    await section(page, 'Recent Transactions').getByText('No transactions found').waitFor();
  });

  it('lists the newest transactions: name and email or N/A, naira amounts, en-US dates, newest first', async () => {
    const page = await openDashboard();
    await table(page, 'Recent Transactions').waitFor();
    const { data } = await api<{ data: { transactions: { name: string | null; email: string | null; amount: number }[] } }>(
      baseUrl,
      s.token,
      'GET',
      '/admin/dashboard/',
    );
    expect(await column(page, 'Recent Transactions', 1)).toEqual(data.transactions.map((t) => t.name || 'N/A'));
    expect(await column(page, 'Recent Transactions', 2)).toEqual(data.transactions.map((t) => t.email || 'N/A'));
    for (const amount of await column(page, 'Recent Transactions', 3)) expect(amount).toMatch(NAIRA);
    const dates = await column(page, 'Recent Transactions', 4);
    for (const date of dates) expect(date).toMatch(DATE_TIME);
    const times = dates.map((d) => Date.parse(d.replace(' at ', ' ')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sorts the recent users by join date both ways, and shows Paid/Unpaid and the package or None', async () => {
    const page = await openDashboard();
    const users = table(page, 'Recent Users');
    await users.waitFor();
    const joined = async () => (await column(page, 'Recent Users', 3)).map((d) => Date.parse(d.replace(' at ', ' ')));
    await users.getByRole('columnheader', { name: 'Join Date' }).getByRole('button').click();
    await expect
      .poll(async () => {
        const t = await joined();
        return t[0] <= t[t.length - 1];
      })
      .toBe(true);
    const ascending = await joined();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await users.getByRole('columnheader', { name: 'Join Date' }).getByRole('button').click();
    await expect
      .poll(async () => {
        const t = await joined();
        return t[0] >= t[t.length - 1];
      })
      .toBe(true);
    for (const badge of await column(page, 'Recent Users', 4)) expect(['Paid', 'Unpaid']).toContain(badge);
    const { data } = await api<{ data: { users: { name: string | null; package: string | null }[] } }>(baseUrl, s.token, 'GET', '/admin/dashboard/');
    expect((await column(page, 'Recent Users', 5)).sort()).toEqual(data.users.map((u) => u.package ?? 'None').sort());
    expect((await column(page, 'Recent Users', 1)).sort()).toEqual(data.users.map((u) => u.name || 'No Name').sort());
  });

  it('shows "No transactions found" and "No users found" when there are none', async () => {
    await s.context!.route('**/api/admin/dashboard/', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, transactions: [], users: [] } } });
    });
    const page = await openDashboard();
    await section(page, 'Recent Transactions').getByText('No transactions found').waitFor();
    await section(page, 'Recent Users').getByText('No users found').waitFor();
  });

  it('pages each table by 10 with 10/15/20/25/30 per page, striped', async () => {
    const page = await openDashboard();
    const transactions = section(page, 'Recent Transactions');
    await transactions.locator('table').waitFor();
    expect(await transactions.locator('tbody tr').count()).toBeLessThanOrEqual(10);
    await transactions.getByRole('combobox', { name: /Rows per page/ }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['10', '15', '20', '25', '30']);
    await page.keyboard.press('Escape');
    const backgrounds = await transactions.locator('tbody tr').evaluateAll((rows) => rows.slice(0, 2).map((r) => getComputedStyle(r).backgroundColor));
    expect(backgrounds[0]).not.toBe(backgrounds[1]);
  });
});

describeScreenChecks(s, [
  ['dashboard-data', '/dashboard', (page) => page.getByRole('region', { name: 'Recent Users' }).locator('table, li').first().waitFor()],
]);
