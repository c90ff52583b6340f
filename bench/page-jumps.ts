import type { Browser, Page } from 'playwright-core';
import type { Driver } from './datasets.ts';
import { signedIn } from './first-rows.ts';
import { benchServer } from './processes.ts';

/** react-admin asks for a search's rows this long after the last key typed. */
export const SEARCH_WAIT_MS = 500;

export interface PageJumps {
  /** Median ms from the click (or the last key typed) to the new rows on screen, no loading sign left. */
  lastPage: number;
  pageNumber: number;
  sort: number;
  /** From the last key of a search, react-admin's wait for the typing to stop (SEARCH_WAIT_MS) taken off. */
  search: number;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

const LOADING = '[aria-busy="true"], .MuiLinearProgress-root';

/** Resolves once the table's first row is no longer `before` and nothing is loading. */
const newRows = (page: Page, before: string | null, timeout: number) =>
  page.waitForFunction(
    ({ previous, loading }) => {
      const row = document.querySelector('tbody tr');
      return !!row && !document.querySelector(loading) && row.textContent !== previous;
    },
    { previous: before, loading: LOADING },
    { timeout, polling: 'raf' },
  );

/** Milliseconds, in the page's own clock, from `act` to new rows on screen. */
async function timedChange(page: Page, act: () => Promise<unknown>, timeout: number): Promise<number> {
  const before = await page.locator('tbody tr').first().textContent();
  const started = await page.evaluate(() => performance.now());
  await act();
  await newRows(page, before, timeout);
  return (await page.evaluate(() => performance.now())) - started;
}

/**
 * Headless Chromium on Transactions with 1,000,000 rows, server paging: the pagination's jump to the
 * last page and to a page number, a sort by a column's header, and the last key of a search typed in
 * the list's search filter, each until the new rows are on screen.
 */
export async function measurePageJumps(browser: Browser, driver: Driver, runs: number, timeout = 30_000): Promise<PageJumps> {
  const server = await benchServer(driver, 400);
  const context = await signedIn(browser, server.baseUrl, server.token);
  try {
    const page = await context.newPage();
    const samples: Record<keyof PageJumps, number[]> = { lastPage: [], pageNumber: [], sort: [], search: [] };
    for (let i = 0; i < runs; i++) {
      // react-admin remembers a list's search, order and page: each run starts from the plain first page.
      await page.goto(`${server.baseUrl}/dashboard/transactions?filter=%7B%7D&page=1&perPage=50&sort=createdAt&order=DESC`);
      await newRows(page, null, timeout);
      const last = page.locator('nav button[aria-label^="Go to page"]').last();
      const lastNumber = Number((await last.getAttribute('aria-label'))!.replace(/\D/g, ''));
      samples.lastPage.push(await timedChange(page, () => last.click(), timeout));
      const before = page.getByRole('button', { name: `Go to page ${lastNumber - 2}`, exact: true });
      samples.pageNumber.push(await timedChange(page, () => before.click(), timeout));
      const amount = page
        .locator('thead')
        .getByRole('button', { name: /amount/i })
        .first();
      samples.sort.push(await timedChange(page, () => amount.click(), timeout));
      // The list's own search filter (the header's search box is another textbox).
      const search = page.locator('main').getByRole('textbox').first();
      await search.fill('ad');
      await newRows(page, null, timeout);
      samples.search.push((await timedChange(page, () => search.press('e'), timeout)) - SEARCH_WAIT_MS);
    }
    return { lastPage: median(samples.lastPage), pageNumber: median(samples.pageNumber), sort: median(samples.sort), search: median(samples.search) };
  } catch (error) {
    await context
      .pages()[0]
      ?.screenshot({ path: 'bench/results/page-jumps-failure.png' })
      .catch(() => {});
    throw error;
  } finally {
    await context.close().catch(() => {});
    await server.stop();
  }
}
