import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { consoleSuite, listReady, SCREENS, signedInPage } from './console-support.ts';

/** What an operations lead reported: tables wider than their card at 1280 px, references and emails in towers, wide tables on phones. */
const s = consoleSuite();
const { baseUrl } = s;

const open = async (path: string, heading: string) => {
  const page = await signedInPage(s.context!, baseUrl, s.token, path);
  await listReady(page, heading);
  return page;
};

/** How far the table's own box and the page scroll sideways (0: no scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.RaDataTable-tableWrapper');
    return { table: box ? box.scrollWidth - box.clientWidth : 0, page: document.documentElement.scrollWidth - window.innerWidth };
  });

/** The text cells of a column: their text, the title (tooltip), whether they are cut and how many lines they take. */
const cells = (page: Page, source: string) =>
  page.locator(`tbody td[class~="column-${source}"] [title]`).evaluateAll((elements) =>
    elements.map((el) => ({
      text: (el as HTMLElement).innerText,
      title: el.getAttribute('title'),
      cut: el.scrollWidth > el.clientWidth,
      lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
    })),
  );

const headers = (page: Page) => page.locator('thead th').allInnerTexts();

describe('at 1280 × 800 beside the open sidebar', () => {
  beforeEach(async () => {
    await s.open();
  });

  it.each([
    ['/dashboard/tasks', 'Tasks', ['Task Price', 'Task Link', 'Actions']],
    ['/dashboard/transactions', 'Transactions', ['Transaction Type', 'Transaction Service', 'Date Created']],
  ])('%s fits without scrolling sideways, its last columns on screen', async (path, heading, last) => {
    const page = await open(path, heading);
    expect(await overflow(page)).toEqual({ table: 0, page: 0 });
    const shown = (await headers(page)).map((text) => text.replace(/\s+/g, ' ').trim());
    for (const header of last) expect(shown).toContain(header);
    const right = await page.locator('thead th').last().evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(1280);
  });

  it('a task reward reference (RWD-TASK-<uuid>) is one line, cut, with the whole of it in the tooltip', async () => {
    const filter = encodeURIComponent(JSON.stringify({ transaction_services: 'task reward' }));
    const page = await open(`/dashboard/transactions?filter=${filter}`, 'Transactions');
    const references = await cells(page, 'reference');
    expect(references.length).toBeGreaterThan(0);
    for (const cell of references) {
      expect(cell.title).toMatch(/^RWD-TASK-[0-9a-f-]{36}$/);
      expect(cell).toMatchObject({ text: cell.title, cut: true, lines: 1 });
    }
  });

  it('emails and names are one line each, the whole value in the tooltip', async () => {
    const page = await open('/dashboard/users', 'All Users');
    for (const source of ['name', 'email']) {
      const shown = await cells(page, source);
      expect(shown.length).toBeGreaterThan(0);
      for (const cell of shown) expect(cell, source).toMatchObject({ text: cell.title, lines: 1 });
    }
  });

  it('the Columns button hides a column, the choice survives a reload and is the list’s own', async () => {
    const page = await open('/dashboard/packages', 'Packages');
    expect(await headers(page)).toContain('Date Created');
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.locator('.MuiPopover-paper');
    // The columns by their translated labels; "#" and Actions are not the admin's to hide.
    expect(await chooser.locator('label').allInnerTexts()).toEqual(['Name', 'Price', 'Referral Points', 'Date Created']);
    await chooser.getByLabel('Date Created', { exact: true }).uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).not.toContain('Date Created');
    await page.reload();
    await listReady(page, 'Packages');
    expect(await headers(page)).not.toContain('Date Created');
    expect(await headers(page)).toContain('Price');
    await page.goto(`${baseUrl}/dashboard/coupon`);
    await listReady(page, 'Coupon');
    expect(await headers(page)).toContain('Date Created');
  });

  it('a column hidden by default (Transactions’ Email) can be shown', async () => {
    const page = await open('/dashboard/transactions', 'Transactions');
    expect(await headers(page)).not.toContain('Email');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.locator('.MuiPopover-paper').getByLabel('Email', { exact: true }).check();
    await expect.poll(() => headers(page)).toContain('Email');
  });
});

/** The lists with a screen of their own (src/resources/screens.ts): coupons show their own cards (console-coupons.test.ts), the task log and team keep tables scrolling in their box; every other list shows cards. */
const OWN_SCREENS = ['coupon', 'tasksLog', 'team'];
const GENERIC = SCREENS.slice(1).filter(([segment]) => !OWN_SCREENS.includes(segment));
const CUSTOM = SCREENS.slice(1).filter(([segment]) => OWN_SCREENS.includes(segment));
const editable = (segment: string) => entities.find((entity) => entity.name === segment)!.list.actions?.includes('edit') ?? false;

describe('at 375 × 812', () => {
  beforeEach(async () => {
    await s.open({ width: 375, height: 812 });
  });

  it.each(GENERIC)('%s shows cards, no table, and the page does not scroll sideways', async (segment, heading) => {
    const page = await open(`/dashboard/${segment}`, heading);
    expect(await page.locator('table').count()).toBe(0);
    expect((await overflow(page)).page).toBeLessThanOrEqual(0);
    const cards = page.locator('.SchemaCardList > li');
    if ((await cards.count()) === 0) return void (await page.getByText('There are no records to display').waitFor());
    expect(await page.locator('.MuiTablePagination-displayedRows').innerText()).toMatch(/^1-\d+ of /);
    // A card is one record's title and a few lines, not a tower.
    expect((await cards.first().boundingBox())!.height).toBeLessThan(120);
    // A user's card opens their page; a transaction's links its user's name; other read-only cards link nothing.
    if (segment === 'users') return void (await cards.first().locator('a').first().click(), await page.waitForURL(/\/dashboard\/users\/[\w-]+\/show$/));
    if (!editable(segment)) return void expect(await cards.first().locator('a').count()).toBe(segment === 'transactions' ? 1 : 0);
    await cards.first().locator('a').first().click();
    await page.getByRole('dialog', { name: /^Edit / }).waitFor();
  });

  it('a card keeps Delete within reach, after a confirmation', async () => {
    const page = await open('/dashboard/packages', 'Packages');
    await page.locator('.SchemaCardList > li').first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Cancel' }).click();
  });

  it('the cards page, count and filter like the table', async () => {
    const page = await open('/dashboard/users', 'All Users');
    const count = await page.getByTestId('list-count').innerText();
    await page.getByLabel('Search name or email').fill('zzzz-nobody');
    await page.getByText('There are no records to display').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.locator('.SchemaCardList > li').first().waitFor();
    expect(await page.getByTestId('list-count').innerText()).toBe(count);
    const first = await page.locator('.SchemaCardList > li').first().innerText();
    // MUI's compact paging on a phone says "Go to the next page".
    await page.getByRole('button', { name: /next page/ }).click();
    await expect.poll(() => page.locator('.SchemaCardList > li').first().innerText()).not.toBe(first);
  });

  it('a list that fails to load says so with Retry instead of cards, then shows them', async () => {
    const page = await signedInPage(s.context!, baseUrl, s.token, '/dashboard/users');
    await page.route('**/api/admin/alluser**', (route) => route.abort('connectionrefused'));
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the' });
    await alert.waitFor();
    expect(await page.locator('.SchemaCardList').count()).toBe(0);
    await page.unroute('**/api/admin/alluser**');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.SchemaCardList > li').first().waitFor();
  });

  it.each(CUSTOM)('%s does not scroll the page sideways', async (segment, heading) => {
    const page = await open(`/dashboard/${segment}`, heading);
    expect((await overflow(page)).page).toBeLessThanOrEqual(0);
  });
});
