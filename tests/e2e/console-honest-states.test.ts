import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSuite, signedInPage } from './console-support.ts';
import { EXPIRED_COUPON } from './demo-data.ts';
import { listPage, openList } from './pages/list-page.ts';

/** What an operations lead saw go wrong: an outage shown as an empty list, arrows that sort nothing, buttons without words on phones. */
const s = consoleSuite();
const { baseUrl } = s;

describe('an outage never looks like an empty list (1280 px)', () => {
  beforeEach(async () => {
    await s.open();
  });

  it.each([
    ['tasksLog', '/api/tasks/tasklogs', 'task logs'],
    ['transactions', '/api/admin/transactions', 'transactions'],
    ['coupon', '/api/coupon', 'coupons'],
  ])('%s says it could not load, with Retry, and loads again', async (resource, api, many) => {
    // Refused from the start: the first page is asked for while the console's code still loads.
    await s.context!.route(`**${api}**`, (route) => route.abort('connectionrefused'));
    const page = await signedInPage(s.context!, baseUrl, s.token, `/dashboard/${resource}`);
    const list = listPage(page, resource);
    await page.getByRole('heading', { level: 1, name: list.heading, exact: true }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the' });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(new RegExp(`Could not load the ${many}: \\w`));
    expect(await alert.innerText()).not.toMatch(/app\.|ra\./);
    expect(await list.empty.count()).toBe(0);
    expect(await page.getByText(/of -1/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
    await s.context!.unroute(`**${api}**`);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await list.rows.first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Could not load the' }).count()).toBe(0);
  });
});

describe('a column that cannot be sorted does not look sortable (1280 px)', () => {
  beforeEach(async () => {
    await s.open();
  });

  it('Tasks Log sorts by amount and date, not by user, task or flags', async () => {
    const list = await openList(s, 'tasksLog');
    for (const header of ['User Name', 'User Email', 'Task Title', 'Task Link', 'Flags']) expect(await list.sortable(header), header).toBe(false);
    for (const header of ['Amount', 'Date']) expect(await list.sortable(header), header).toBe(true);
    await list.sortBy('Amount');
    await expect.poll(() => new URL(list.page.url()).searchParams.get('sort')).toBe('amount');
  });

  it('Coupon sorts by code, status and dates, not by package', async () => {
    const list = await openList(s, 'coupon');
    expect(await list.sortable('Package')).toBe(false);
    for (const header of ['Code', 'Expiry Date']) expect(await list.sortable(header), header).toBe(true);
  });
});

describe('dialog and filter buttons keep their words on a phone (375 px)', () => {
  beforeEach(async () => {
    await s.open({ width: 375, height: 812 });
  });

  /** A button a finger can find: its words shown, wider than an icon. */
  const readable = async (page: Page, name: string) => {
    const button = page.getByRole('button', { name, exact: true }).last();
    await button.waitFor();
    expect((await button.innerText()).trim().toLowerCase()).toBe(name.toLowerCase());
    expect((await button.boundingBox())!.width).toBeGreaterThan(40);
  };

  it('Cancel in add, edit and bulk create; Close in coupon details; Clear filters', async () => {
    const list = await openList(s, 'coupon');
    const { page } = list;
    await page.goto(`${baseUrl}/dashboard/coupon/create`);
    await readable(page, 'Cancel');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Bulk Create' }).click();
    await readable(page, 'Cancel');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    // On a phone the coupons are cards: a card's code opens the details.
    await list.cards.locator('a').first().click();
    await readable(page, 'Close');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    // The details are a route of their own: the search waits until closing them has led back to the list.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await list.search('NO-SUCH-COUPON-ANYWHERE');
    await list.empty.waitFor();
    await readable(page, 'Clear filters');
    await list.clearFilters();
    await list.cards.first().waitFor();
  });
});

describe('an expired coupon says so, and no new coupon expires in the past (1280 px)', () => {
  beforeEach(async () => {
    await s.open();
  });

  it('shows "Expired" (not Active, not a toggle) in the list and the details', async () => {
    const list = await openList(s, 'coupon', { filter: { q: EXPIRED_COUPON.code } });
    const { page } = list;
    const row = list.row(EXPIRED_COUPON.code);
    await row.waitFor();
    expect(await row.locator('[data-tone]').innerText()).toBe('Expired');
    expect(await row.locator('[aria-pressed]').count()).toBe(0);
    await row.locator('td').nth(2).click();
    const details = page.getByRole('dialog', { name: 'Coupon Details' });
    await details.getByText('Expired', { exact: true }).waitFor();
  });

  it('bulk create and add refuse a past expiry before sending anything', async () => {
    const list = await openList(s, 'coupon');
    const { page } = list;
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && sent.push(r.url()));
    await page.getByRole('button', { name: 'Bulk Create' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk Create Coupons' });
    await bulk.getByLabel(/^Expiry Date/).fill('2020-06-30');
    await bulk.getByRole('button', { name: /Create/ }).click();
    await bulk.getByText(/^Must be today \(\d{4}-\d{2}-\d{2}\) or later$/).waitFor();
    await bulk.getByRole('button', { name: 'Cancel', exact: true }).click();
    const add = await list.add();
    await add.getByLabel(/^Expiry Date/).fill('2020-06-30');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText(/^Must be today \(\d{4}-\d{2}-\d{2}\) or later$/).waitFor();
    expect(sent).toEqual([]);
  });
});

describe('a delete names what it deletes (1280 px)', () => {
  beforeEach(async () => {
    await s.open();
  });

  it('asks "Are you sure?" about the package by its name, with the spec\'s words', async () => {
    const list = await openList(s, 'packages');
    const name = (await list.column('Name'))[0].trim();
    const dialog = await list.askDelete(list.rows.first());
    expect(await dialog.innerText()).toContain(`Delete package “${name}”.`);
    expect(await dialog.innerText()).toContain('This action cannot be undone!');
    await list.cancelDelete();
  });
});

describe('nothing cut, nothing covered', () => {
  it('at 1280 px the filters show their whole labels', async () => {
    await s.open();
    const { page } = await openList(s, 'transactions');
    for (const name of ['Status', 'Transaction Type', 'Transaction Service']) {
      const label = page
        .locator('.MuiInputLabel-root')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .first();
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
    }
  });

  it('at 375 px a toast covers neither the app bar nor the Add button', async () => {
    await s.open({ width: 375, height: 812 });
    const page = await signedInPage(s.context!, baseUrl, s.token, '/dashboard/packages');
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Packages loaded' });
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    const bar = (await page.locator('header').first().boundingBox())!;
    const add = (await page.getByRole('link', { name: 'Add Package' }).boundingBox())!;
    const overlaps = (a: typeof box, b: typeof box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(box, bar), 'app bar').toBe(false);
    expect(overlaps(box, add), `Add button ${JSON.stringify([box, add])}`).toBe(false);
  });
});
