import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { couponBulk } from '../../entities/coupon-bulk.ts';
import { api, consoleSuite } from './console-support.ts';
import { listPage, openList } from './pages/list-page.ts';
import { describeScreenChecks } from './screen-checks.ts';

const s = consoleSuite();
const { baseUrl } = s;

interface Coupon {
  code: string;
  isActive: boolean;
  packageId: { _id: string; name: string };
  createdAt: string;
}

const openCoupons = () => openList(s, 'coupon');
const coupons = async () => (await api<{ data: Coupon[] }>(baseUrl, s.token, 'GET', '/coupon/')).data;
const newest = async () => (await coupons()).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
const helperTexts = (scope: ReturnType<Page['getByRole']>) => scope.locator('.MuiFormHelperText-root.Mui-error').allInnerTexts();
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
/** Picks a package: typed into the form's reference autocomplete (it offers the first matches only), chosen in bulk create's select. */
async function pickPackage(page: Page, dialog: ReturnType<Page['getByRole']>, name: string) {
  const input = dialog.getByRole('combobox', { name: 'Package' });
  if (await input.evaluate((el) => el.tagName === 'INPUT')) await input.fill(name);
  else await input.click();
  await page.getByRole('option', { name, exact: true }).click();
}

beforeEach(async () => {
  await s.open();
});

describe('the coupon list', () => {
  it('has Columns, Export CSV, Bulk Create and Add Coupon, the list columns, and the newest coupon first', async () => {
    const list = await openCoupons();
    const header = list.page.locator('h1').locator('..');
    expect((await header.getByRole('button').or(header.getByRole('link')).allTextContents()).map((t) => t.trim())).toEqual([
      'Columns',
      'Export CSV',
      'Bulk Create',
      'Add Coupon',
    ]);
    expect(await list.headers()).toEqual(['#', 'Code', 'Package', 'Status', 'Expiry Date', 'Date Created', 'Actions']);
    expect((await list.column('Code'))[0]).toBe((await newest()).code);
  });

  it('opens Coupon Details from the keyboard through the code link', async () => {
    const list = await openCoupons();
    const { page } = list;
    const coupon = await newest();
    await list.row(coupon.code).getByRole('link', { name: coupon.code }).focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Coupon Details' });
    await details.getByText(coupon.code, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it('opens Coupon Details on a row click, but not from the status toggle or the row actions', async () => {
    const list = await openCoupons();
    const { page } = list;
    const coupon = await newest();
    await list.row(coupon.code).locator('td').nth(2).click();
    const details = page.getByRole('dialog', { name: 'Coupon Details' });
    await details.getByText(coupon.code, { exact: true }).waitFor();
    const text = await details.innerText();
    for (const label of ['Code', 'Package', 'Status', 'Expiry Date', 'Date Created', coupon.packageId.name, coupon.isActive ? 'Active' : 'Inactive']) {
      expect(text).toContain(label);
    }
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    await list.askDelete(coupon.code);
    await list.cancelDelete();
    expect(page.url()).not.toContain('/show');
  });

  it('toggles a status, says so, and the change survives a reload', async () => {
    const list = await openCoupons();
    const { page } = list;
    const coupon = await newest();
    const before = coupon.isActive ? 'Active' : 'Inactive';
    const after = coupon.isActive ? 'Inactive' : 'Active';
    await list.row(coupon.code).getByRole('button', { name: before, exact: true }).click();
    await page.getByText(coupon.isActive ? 'Coupon deactivated' : 'Coupon activated').waitFor();
    await list.row(coupon.code).getByRole('button', { name: after, exact: true }).waitFor();
    expect(await page.getByRole('dialog').count(), 'the toggle does not open the details').toBe(0);
    await list.reload();
    await list.row(coupon.code).getByRole('button', { name: after, exact: true }).waitFor();
    expect((await coupons()).find((c) => c.code === coupon.code)!.isActive).toBe(!coupon.isActive);
  });
});

describe('adding and editing a coupon', () => {
  it('requires a code, a package ("Please select a package") and an expiry date, sending nothing until they are given', async () => {
    const list = await openCoupons();
    const { page } = list;
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/coupon/')) posts++;
    });
    const add = await list.add();
    await add.getByLabel('Code').fill('x');
    await add.getByLabel('Code').fill('');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => helperTexts(add)).toEqual(['Required', 'Please select a package', 'Required']);

    const code = `E2E-${Date.now()}`;
    await add.getByLabel('Code').fill(code);
    await add.getByLabel('Expiry Date').fill(inAYear());
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => helperTexts(add)).toEqual(['Please select a package']);
    expect(posts).toBe(0);

    await pickPackage(page, add, 'Gold');
    await add.getByRole('button', { name: 'Save' }).click();
    await list.notice('created').waitFor();
    expect(posts).toBe(1);
    await list.row(code).waitFor();
    expect(await list.row(code).locator('td').allInnerTexts()).toEqual(expect.arrayContaining(['Gold', 'Active']));

    const edit = await list.edit(code);
    await expect.poll(() => edit.getByLabel('Code').inputValue()).toBe(code);
    expect(await edit.getByLabel('Code').getAttribute('readonly')).not.toBeNull();
    await pickPackage(page, edit, 'Silver');
    await edit.getByRole('button', { name: 'Save' }).click();
    await list.notice('updated').waitFor();
    expect((await coupons()).find((c) => c.code === code)!.packageId.name).toBe('Silver');
  });
});

describe('bulk create', () => {
  it('checks quantity, package, prefix and expiry, then creates 5 coupons that show as 5 rows', async () => {
    const list = await openCoupons();
    const { page } = list;
    await page.getByRole('button', { name: 'Bulk Create' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk Create Coupons' });
    const quantity = bulk.getByLabel('Quantity');
    expect(await quantity.inputValue()).toBe('1');
    expect(await quantity.getAttribute('min')).toBe('1');
    const { maxQuantity, maxPrefixLength } = couponBulk.bounds;
    expect(await quantity.getAttribute('max')).toBe(String(maxQuantity));
    await bulk.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => helperTexts(bulk)).toEqual(['Please select a package', 'Please enter a code prefix', 'Required']);
    await quantity.fill('0');
    await expect.poll(() => helperTexts(bulk)).toContain('Must be at least 1');
    await quantity.fill(String(maxQuantity + 1));
    await expect.poll(() => helperTexts(bulk)).toContain(`Must be ${maxQuantity} or less`);
    await bulk.getByLabel('Code Prefix').fill('P'.repeat(maxPrefixLength + 1));
    await expect.poll(() => helperTexts(bulk)).toContain(`Must be ${maxPrefixLength} characters or less`);

    const prefix = `BULK${Date.now().toString(36).toUpperCase()}`;
    await quantity.fill('5');
    await pickPackage(page, bulk, 'Bronze');
    await bulk.getByLabel('Code Prefix').fill(prefix);
    await bulk.getByLabel('Expiry Date').fill(inAYear());
    await bulk.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Successfully created 5 coupons').waitFor();
    await bulk.waitFor({ state: 'detached' });
    const created = (await coupons()).filter((c) => c.code.startsWith(prefix));
    expect(created).toHaveLength(5);
    await expect.poll(async () => (await list.column('Code')).filter((c) => c.startsWith(prefix)).sort()).toEqual(created.map((c) => c.code).sort());
  });

  it('names the field by its label when the server refuses what the form let through', async () => {
    const { page } = await openCoupons();
    // The form's values go out changed to ones its own checks refuse; the real server answers them.
    let change: Record<string, unknown> = {};
    await page.route('**/api/coupon/bulk-create', (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), ...change }) }));
    await page.getByRole('button', { name: 'Bulk Create' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk Create Coupons' });
    await pickPackage(page, bulk, 'Bronze');
    await bulk.getByLabel('Code Prefix').fill('REFUSED');
    await bulk.getByLabel('Expiry Date').fill(inAYear());
    for (const [sent, shown] of [
      [
        { codePrefix: '-SALE' },
        `Code Prefix must be 1–${couponBulk.bounds.maxPrefixLength} letters A-Z, digits 0-9 or hyphens and start with a letter or digit`,
      ],
      [{ quantity: couponBulk.bounds.maxQuantity + 1 }, `Quantity must be <= ${couponBulk.bounds.maxQuantity}`],
    ] as const) {
      change = sent;
      await bulk.getByRole('button', { name: 'Create' }).click();
      const toast = page.locator('.Toastify__toast--error', { hasText: shown });
      await toast.waitFor();
      expect(await toast.innerText()).not.toMatch(/codePrefix|quantity/);
    }
    await bulk.waitFor();
    expect((await coupons()).filter((c) => c.code.startsWith('REFUSED'))).toEqual([]);
  });
});

describe('export', () => {
  it('downloads coupons-export.csv with the header row and every coupon', async () => {
    const list = await openCoupons();
    const { filename, data, errors } = await list.exportCsv();
    expect(filename).toBe('coupons-export.csv');
    expect(errors).toEqual([]);
    // The file's columns are the list's columns (after #, before Actions).
    expect(data[0]).toEqual(['Code', 'Package', 'Status', 'Expiry Date', 'Date Created']);
    const all = await coupons();
    expect(all.length).toBeGreaterThan(200);
    expect(
      data
        .slice(1)
        .map((cells) => cells[0])
        .sort(),
    ).toEqual(all.map((c) => c.code).sort());
  });

  it('says "Error exporting coupons" when the server gives no message', async () => {
    const list = await openCoupons();
    await list.page.route('**/api/coupon/export/export**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await list.exportButton.click();
    await list.page.locator('.Toastify__toast--error', { hasText: list.message('errors', 'export') }).waitFor();
  });
});

describeScreenChecks(s, [
  ['coupon-list', '/dashboard/coupon', (page) => listPage(page, 'coupon').ready()],
  [
    'coupon-bulk',
    '/dashboard/coupon',
    async (page) => {
      await listPage(page, 'coupon').ready();
      await page.getByRole('button', { name: 'Bulk Create' }).click();
      await page.getByRole('dialog', { name: 'Bulk Create Coupons' }).getByLabel('Code Prefix').waitFor();
    },
  ],
  [
    'coupon-details',
    '/dashboard/coupon',
    async (page) => {
      const list = await listPage(page, 'coupon').ready();
      // A row's cell on a desk, a card's code on a phone.
      await list.rows.first().locator('td').nth(2).or(list.cards.first().locator('a').first()).click();
      await page.getByRole('dialog', { name: 'Coupon Details' }).getByText('Date Created').waitFor();
    },
  ],
]);

describe('on a phone (375 px)', () => {
  it('shows cards, no table: the code opens the details, the status switches in place, Edit opens the form', async () => {
    await s.context!.close();
    await s.open({ width: 375, height: 812 });
    const list = await openCoupons();
    const { page } = list;
    expect(await page.locator('table').count()).toBe(0);
    const coupon = await newest();
    const card = list.card(coupon.code);
    expect(await card.innerText()).toContain(coupon.packageId.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await card.getByRole('link', { name: coupon.code, exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Coupon Details' });
    await details.waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    const before = coupon.isActive ? 'Active' : 'Inactive';
    await card.getByRole('button', { name: before, exact: true }).click();
    await card.getByRole('button', { name: coupon.isActive ? 'Inactive' : 'Active', exact: true }).waitFor();

    await list.edit(card);
  });
});
