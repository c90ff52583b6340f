import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSuite, gate } from './console-support.ts';
import { openList } from './pages/list-page.ts';

const s = consoleSuite();
beforeEach(async () => {
  await s.open();
});

describe('the Transactions search and filters', () => {
  it('narrow the list on the server, show in the URL with the row count, and survive a reload', async () => {
    const list = await openList(s, 'transactions');
    const everything = await list.count();
    expect(everything).toMatch(/^[\d,]+ rows$/);

    // The email column is hidden by default (the list fits at 1280 px): shown here with the Columns button.
    await list.showColumn('Email');
    await list.search('ngozi');
    await expect.poll(() => list.urlFilter().q).toBe('ngozi');
    await list.filterBy('status', 'failed');
    await expect.poll(() => list.urlFilter()).toEqual({ q: 'ngozi', status: 'failed' });
    const rows = async () => ({ names: await list.column('Name'), emails: await list.column('Email'), statuses: await list.column('Status') });
    // Rows and count come from the same answer: once every row is failed, the count is the filtered one.
    await expect.poll(async () => (await rows()).statuses.every((status) => status === 'failed')).toBe(true);
    const filtered = await list.count();
    expect(filtered).not.toBe(everything);
    const shown = await rows();
    expect(shown.names.length).toBeGreaterThan(0);
    shown.names.forEach((name, i) => expect(`${name} ${shown.emails[i]}`.toLowerCase()).toContain('ngozi'));

    await list.reload();
    expect(list.urlFilter()).toEqual({ q: 'ngozi', status: 'failed' });
    await expect(list.searchBox.inputValue()).resolves.toBe('ngozi');
    await expect.poll(() => list.count()).toBe(filtered);
    await expect.poll(() => list.column('Name')).toEqual(shown.names);
    await expect(list.filterInput('status').innerText()).resolves.toBe('failed');
  });

  it('offers Export CSV, and sorts only the columns the server can sort', async () => {
    const list = await openList(s, 'transactions');
    await expect(list.exportButton.isVisible()).resolves.toBe(true);
    await expect(list.sortable('Amount')).resolves.toBe(true);
    await list.showColumn('Email');
    await expect(list.sortable('Email')).resolves.toBe(false);
  });
});

describe('another page loading', () => {
  it("shows that it is loading instead of the previous page's rows renumbered, then the next rows from 51", async () => {
    const list = await openList(s, 'transactions');
    const { page } = list;
    const firstPage = await list.column('Reference');
    const hold = gate();
    await page.route(
      (url) => url.pathname.startsWith('/api/admin/transactions') && url.searchParams.get('range') === '[50,99]',
      async (route) => {
        await hold.passed;
        await route.continue();
      },
    );
    await list.nextPage();
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    await expect(page.locator('[aria-busy="true"]').count()).resolves.toBe(1);
    // The previous page's rows are still there, but numbered as nothing.
    expect(await list.column('Reference')).toEqual(firstPage);
    expect((await list.column('#')).every((n) => n.trim() === '')).toBe(true);
    hold.open();
    await expect.poll(async () => (await list.column('#'))[0]).toBe('51');
    await expect(page.locator('[aria-busy="true"]').count()).resolves.toBe(0);
    expect(await list.column('Reference')).not.toEqual(firstPage);
  });
});
