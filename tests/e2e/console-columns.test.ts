import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { consoleSuite, SCREENS, signedInPage } from './console-support.ts';
import { listPage, openList } from './pages/list-page.ts';

/** What an operations lead reported: tables wider than their card at 1280 px, references and emails in towers, wide tables on phones. */
const s = consoleSuite();
const { baseUrl } = s;

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

describe('at 1280 × 800 beside the open sidebar', () => {
  beforeEach(async () => {
    await s.open();
  });

  it.each([
    ['tasks', ['Task Price', 'Task Link', 'Actions']],
    ['transactions', ['Transaction Type', 'Transaction Service', 'Date Created']],
  ])('%s fits without scrolling sideways, its last columns on screen', async (resource, last) => {
    const list = await openList(s, resource);
    const { page } = list;
    expect(await overflow(page)).toEqual({ table: 0, page: 0 });
    const shown = (await list.headers()).map((text) => text.replace(/\s+/g, ' ').trim());
    for (const header of last) expect(shown).toContain(header);
    const right = await page
      .locator('thead th')
      .last()
      .evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(1280);
  });

  it('a task reward reference (RWD-TASK-<uuid>) is one line, cut, with the whole of it in the tooltip', async () => {
    const { page } = await openList(s, 'transactions', { filter: { transaction_services: 'task reward' } });
    const references = await cells(page, 'reference');
    expect(references.length).toBeGreaterThan(0);
    for (const cell of references) {
      expect(cell.title).toMatch(/^RWD-TASK-[0-9a-f-]{36}$/);
      expect(cell).toMatchObject({ text: cell.title, cut: true, lines: 1 });
    }
  });

  it('emails and names are one line each, the whole value in the tooltip', async () => {
    const { page } = await openList(s, 'users');
    for (const source of ['name', 'email']) {
      const shown = await cells(page, source);
      expect(shown.length).toBeGreaterThan(0);
      for (const cell of shown) expect(cell, source).toMatchObject({ text: cell.title, lines: 1 });
    }
  });

  it('the Columns button hides a column, the choice survives a reload and is the list’s own', async () => {
    const list = await openList(s, 'packages');
    expect(await list.headers()).toContain('Date Created');
    // The columns by their translated labels; "#" and Actions are not the admin's to hide.
    expect(await (await list.columnChooser()).locator('label').allInnerTexts()).toEqual(['Name', 'Price', 'Referral Points', 'Date Created']);
    await list.showColumn('Date Created', false);
    await list.reload();
    expect(await list.headers()).not.toContain('Date Created');
    expect(await list.headers()).toContain('Price');
    const coupons = await listPage(list.page, 'coupon').goto();
    expect(await coupons.headers()).toContain('Date Created');
  });

  it('a column hidden by default (Transactions’ Email) can be shown', async () => {
    const list = await openList(s, 'transactions');
    expect(await list.headers()).not.toContain('Email');
    await list.showColumn('Email');
    expect(await list.headers()).toContain('Email');
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

  it.each(GENERIC)('%s shows cards, no table, and the page does not scroll sideways', async (segment) => {
    const list = await openList(s, segment);
    const { page, cards } = list;
    expect(await page.locator('table').count()).toBe(0);
    expect((await overflow(page)).page).toBeLessThanOrEqual(0);
    if ((await cards.count()) === 0) return void (await list.empty.waitFor());
    expect(await list.range()).toMatch(/^1-\d+ of /);
    // A card is one record's title and a few lines, not a tower.
    expect((await cards.first().boundingBox())!.height).toBeLessThan(120);
    // A user's card opens their page; a transaction's links its user's name; other read-only cards link nothing.
    if (segment === 'users') return void (await cards.first().locator('a').first().click(), await page.waitForURL(/\/dashboard\/users\/[\w-]+\/show$/));
    if (!editable(segment)) return void expect(await cards.first().locator('a').count()).toBe(segment === 'transactions' ? 1 : 0);
    await cards.first().locator('a').first().click();
    await list.editDialog.waitFor();
  });

  it('a card keeps Delete within reach, after a confirmation', async () => {
    const list = await openList(s, 'packages');
    await list.askDelete(list.cards.first());
    await list.cancelDelete();
  });

  it('the cards page, count and filter like the table', async () => {
    const list = await openList(s, 'users');
    const count = await list.count();
    await list.search('zzzz-nobody');
    await list.empty.waitFor();
    await list.clearFilters();
    await list.cards.first().waitFor();
    expect(await list.count()).toBe(count);
    const first = await list.cards.first().innerText();
    // MUI's compact paging on a phone says "Go to the next page".
    await list.nextPage();
    await expect.poll(() => list.cards.first().innerText()).not.toBe(first);
  });

  it('a list that fails to load says so with Retry instead of cards, then shows them', async () => {
    const page = await signedInPage(s.context!, baseUrl, s.token, '/dashboard/users');
    await page.route('**/api/admin/alluser**', (route) => route.abort('connectionrefused'));
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the' });
    await alert.waitFor();
    expect(await page.locator('.SchemaCardList').count()).toBe(0);
    await page.unroute('**/api/admin/alluser**');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await listPage(page, 'users').ready();
  });

  it.each(CUSTOM)('%s does not scroll the page sideways', async (segment) => {
    const { page } = await openList(s, segment);
    expect((await overflow(page)).page).toBeLessThanOrEqual(0);
  });
});
