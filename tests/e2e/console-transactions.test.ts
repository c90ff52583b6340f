import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSuite, gate, listReady, signedInPage } from './console-support.ts';

const s = consoleSuite();
beforeEach(async () => {
  await s.open();
});

const transactionsPage = async () => {
  const page = await signedInPage(s.context!, s.baseUrl, s.token, '/dashboard/transactions');
  await listReady(page, 'Transactions');
  return page;
};
const count = (page: Page) => page.getByTestId('list-count').innerText();
/** A column's cells by its source (the Columns button may have moved or hidden others); "#" is the first. */
const column = (page: Page, source: string) => page.locator(`tbody tr td[class~="column-${source}"]`).allInnerTexts();
const numbers = (page: Page) => page.locator('tbody tr td:nth-child(1)').allInnerTexts();
const search = (page: Page) => page.getByLabel('Search name, email or reference');
const filterOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, string>;

describe('the Transactions search and filters', () => {
  it('narrow the list on the server, show in the URL with the row count, and survive a reload', async () => {
    const page = await transactionsPage();
    const everything = await count(page);
    expect(everything).toMatch(/^[\d,]+ rows$/);

    // The email column is hidden by default (the list fits at 1280 px): shown here with the Columns button.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.locator('.MuiPopover-paper').getByLabel('Email', { exact: true }).check();
    await page.keyboard.press('Escape');
    await search(page).fill('ngozi');
    await expect.poll(() => filterOf(page).q).toBe('ngozi');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'failed', exact: true }).click();
    await expect.poll(() => filterOf(page)).toEqual({ q: 'ngozi', status: 'failed' });
    const rows = async () => ({ names: await column(page, 'user.name'), emails: await column(page, 'user.email'), statuses: await column(page, 'status') });
    // Rows and count come from the same answer: once every row is failed, the count is the filtered one.
    await expect.poll(async () => (await rows()).statuses.every((status) => status === 'failed')).toBe(true);
    const filtered = await count(page);
    expect(filtered).not.toBe(everything);
    const shown = await rows();
    expect(shown.names.length).toBeGreaterThan(0);
    shown.names.forEach((name, i) => expect(`${name} ${shown.emails[i]}`.toLowerCase()).toContain('ngozi'));

    await page.reload();
    await listReady(page, 'Transactions');
    expect(filterOf(page)).toEqual({ q: 'ngozi', status: 'failed' });
    await expect(search(page).inputValue()).resolves.toBe('ngozi');
    await expect.poll(() => count(page)).toBe(filtered);
    await expect.poll(() => column(page, 'user.name')).toEqual(shown.names);
    await expect(page.getByRole('combobox', { name: 'Status' }).innerText()).resolves.toBe('failed');
  });

  it('offers Export CSV, and sorts only the columns the server can sort', async () => {
    const page = await transactionsPage();
    await expect(page.getByRole('button', { name: 'Export CSV' }).isVisible()).resolves.toBe(true);
    const header = (name: string) => page.locator('thead th', { hasText: name }).first();
    await expect(header('Amount').getByRole('button').count()).resolves.toBe(1);
    await expect(header('Email').getByRole('button').count()).resolves.toBe(0);
  });
});

describe('another page loading', () => {
  it("shows that it is loading instead of the previous page's rows renumbered, then the next rows from 51", async () => {
    const page = await transactionsPage();
    const firstPage = await column(page, 'reference');
    const hold = gate();
    await page.route(
      (url) => url.pathname.startsWith('/api/admin/transactions') && url.searchParams.get('range') === '[50,99]',
      async (route) => {
        await hold.passed;
        await route.continue();
      },
    );
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    await expect(page.locator('[aria-busy="true"]').count()).resolves.toBe(1);
    // The previous page's rows are still there, but numbered as nothing.
    expect(await column(page, 'reference')).toEqual(firstPage);
    expect((await numbers(page)).every((n) => n.trim() === '')).toBe(true);
    hold.open();
    await expect.poll(async () => (await numbers(page))[0]).toBe('51');
    await expect(page.locator('[aria-busy="true"]').count()).resolves.toBe(0);
    expect(await column(page, 'reference')).not.toEqual(firstPage);
  });
});
