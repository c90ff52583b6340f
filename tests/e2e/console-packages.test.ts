import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, consoleSuite, gate, listReady, signedInPage } from './console-support.ts';

const s = consoleSuite();
const { baseUrl } = s;
const BULK = 60;

beforeAll(async () => {
  for (let i = 1; i <= BULK; i++) {
    await api(baseUrl, s.token, 'POST', '/packages/', { name: `Bulk ${String(i).padStart(2, '0')}`, price: i * 1000 + 0.5, referalpoint: i });
  }
});
beforeEach(async () => {
  await s.open();
});

const packagesPage = async () => {
  const page = await signedInPage(s.context!, baseUrl, s.token, '/dashboard/packages');
  await listReady(page, 'Packages');
  return page;
};
const row = (page: Page, name: string) => page.locator('tbody tr', { has: page.getByText(name, { exact: true }) });
const firstCells = (page: Page, column: number) => page.locator(`tbody tr td:nth-child(${column})`).allInnerTexts();
const rangeText = (page: Page) => page.locator('.MuiTablePagination-displayedRows').innerText();

describe('a package through the modal', () => {
  it('is added, edited and, after the confirmation, deleted', async () => {
    const page = await packagesPage();
    await page.getByRole('link', { name: 'Add Package' }).click();
    const add = page.getByRole('dialog', { name: 'Add Package' });
    await add.getByLabel('Name').fill('Diamond E2E');
    await add.getByLabel('Price').fill('1234.5');
    await add.getByLabel('Referral Points').fill('12');
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Package added successfully').waitFor();
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => row(page, 'Diamond E2E').locator('td').allInnerTexts()).toContain('₦1,234.50');

    await row(page, 'Diamond E2E').getByRole('link', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Package' });
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('Diamond E2E');
    expect(await edit.getByLabel('Price').inputValue()).toBe('1234.5');
    await edit.getByLabel('Name').fill('Emerald E2E');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Package updated successfully').waitFor();
    await row(page, 'Emerald E2E').waitFor();

    await row(page, 'Emerald E2E').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText('This action cannot be undone!').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row(page, 'Emerald E2E').count()).toBe(1);

    await row(page, 'Emerald E2E').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText('Package deleted successfully').waitFor();
    await row(page, 'Emerald E2E').waitFor({ state: 'detached' });
    const list = await api<{ data: { name: string }[] }>(baseUrl, s.token, 'GET', '/packages/');
    expect(list.data.map((p) => p.name)).not.toContain('Emerald E2E');
  });

  it('disables the inputs while saving and keeps them after a failed save', async () => {
    const page = await packagesPage();
    // The real request is held until the saving state has been seen; then the server answers it.
    const seen = gate();
    await page.route('**/api/packages/', async (route) => {
      if (route.request().method() === 'POST') await seen.passed;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Add Package' }).click();
    const add = page.getByRole('dialog', { name: 'Add Package' });
    const tooLong = 'x'.repeat(201);
    await add.getByLabel('Name').fill(tooLong);
    await add.getByLabel('Price').fill('10');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.getByLabel('Name').isDisabled()).toBe(true);
    expect(await add.getByLabel('Price').isDisabled()).toBe(true);
    seen.open();
    await page.locator('.Toastify__toast--error').waitFor();
    await expect.poll(() => add.getByLabel('Name').isDisabled()).toBe(false);
    expect(await add.getByLabel('Name').inputValue()).toBe(tooLong);
    expect(await add.getByLabel('Price').inputValue()).toBe('10');
  });
});

describe('the packages table', () => {
  it('pages by 50 with 10/25/50/100/200 per page, numbering rows across pages, from one request', async () => {
    let fetches = 0;
    s.context!.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/packages/') fetches++;
    });
    const list = await packagesPage();
    const total = (await api<{ data: unknown[] }>(baseUrl, s.token, 'GET', '/packages/')).data.length;
    expect(await rangeText(list)).toBe(`1-50 of ${total}`);
    expect((await firstCells(list, 1)).slice(0, 2)).toEqual(['1', '2']);
    await list.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => rangeText(list)).toBe(`51-${total} of ${total}`);
    // The numbers come with the new page's rows (while it loads, the old rows show none).
    await expect.poll(async () => (await firstCells(list, 1))[0]).toBe('51');

    await list.getByRole('combobox', { name: /Rows per page/ }).click();
    expect(await list.getByRole('option').allInnerTexts()).toEqual(['10', '25', '50', '100', '200']);
    await list.getByRole('option', { name: '10', exact: true }).click();
    await expect.poll(() => rangeText(list)).toBe(`1-10 of ${total}`);
    expect(fetches).toBe(1);
  });

  it('sorts by a column, toggling the direction and going back to page 1', async () => {
    const page = await packagesPage();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => rangeText(page)).toMatch(/^51-/);
    await page.getByRole('columnheader', { name: 'Price' }).getByRole('button').click();
    await expect.poll(() => rangeText(page)).toMatch(/^1-50 /);
    const prices = async () => (await firstCells(page, 3)).map((text) => Number(text.replace(/[₦,]/g, '')));
    await expect.poll(async () => (await prices())[0]).toBe(1000.5);
    const ascending = await prices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByRole('columnheader', { name: 'Price' }).getByRole('button').click();
    await expect.poll(async () => (await prices())[0]).toBe(BULK * 1000 + 0.5);
  });

  it('shows naira amounts right-aligned in striped rows at least 48 px high with 14 px text', async () => {
    const page = await packagesPage();
    const price = page.locator('tbody tr').first().locator('td').nth(2);
    expect(await price.innerText()).toMatch(/^₦\d{1,3}(,\d{3})*\.\d{2}$/);
    const styles = await page.evaluate(() => {
      const rows = Array.from(document.querySelectorAll('tbody tr')).slice(0, 2);
      const cell = rows[0].querySelectorAll('td')[2];
      return {
        heights: rows.map((r) => r.getBoundingClientRect().height),
        backgrounds: rows.map((r) => getComputedStyle(r).backgroundColor),
        align: getComputedStyle(cell).textAlign,
        fontSize: getComputedStyle(cell).fontSize,
      };
    });
    expect(Math.min(...styles.heights)).toBeGreaterThanOrEqual(48);
    expect(styles.backgrounds[0]).not.toBe(styles.backgrounds[1]);
    expect(styles.align).toBe('right');
    expect(styles.fontSize).toBe('14px');
  });
});
