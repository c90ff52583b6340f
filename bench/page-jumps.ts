import type { Browser, Page } from 'playwright-core';
import type { Driver } from './datasets.ts';
import { signedIn } from './first-rows.ts';
import { benchServer } from './processes.ts';

export interface PageJumps {
  /** Median ms from the click (or the last key typed) to the new rows on screen, no loading sign left. */
  lastPage: number;
  pageNumber: number;
  search: number;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

/** Waits until the table shows settled rows whose first "#" is `first` and whose first row contains `contains`. */
const rowsShown = (page: Page, test: { first?: string; contains?: string }, timeout: number) =>
  page.waitForFunction(
    ({ first, contains }) => {
      const row = document.querySelector('tbody tr');
      if (!row || document.querySelector('[aria-busy="true"]')) return false;
      if (first !== undefined && row.querySelector('td')?.textContent?.trim() !== first) return false;
      return contains === undefined || (row.textContent ?? '').toLowerCase().includes(contains.toLowerCase());
    },
    test,
    { timeout, polling: 'raf' },
  );

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * Headless Chromium on Transactions with 1,000,000 rows, server paging: the pagination's jump to the
 * last page and to a page number, and a search typed in the box (react-admin waits 500 ms after the
 * last key before it asks), each until the new rows are on screen.
 */
export async function measurePageJumps(browser: Browser, driver: Driver, runs: number, timeout = 30_000): Promise<PageJumps> {
  const server = await benchServer(driver, 400);
  const context = await signedIn(browser, server.baseUrl, server.token);
  try {
    const page = await context.newPage();
    const samples: Record<keyof PageJumps, number[]> = { lastPage: [], pageNumber: [], search: [] };
    for (let i = 0; i < runs; i++) {
      // react-admin remembers a list's search and page: each run starts from the plain first page.
      await page.goto(`${server.baseUrl}/dashboard/transactions?filter=%7B%7D&page=1&perPage=50`, { waitUntil: 'load' });
      await rowsShown(page, { first: '1' }, timeout);
      const last = page.locator('nav button[aria-label^="Go to page"]').last();
      const lastNumber = Number((await last.getAttribute('aria-label'))!.replace(/\D/g, ''));
      samples.lastPage.push(await timed(async () => (await last.click(), await rowsShown(page, { first: String((lastNumber - 1) * 50 + 1) }, timeout))));
      const before = page.getByRole('button', { name: `Go to page ${lastNumber - 2}`, exact: true });
      samples.pageNumber.push(await timed(async () => (await before.click(), await rowsShown(page, { first: String((lastNumber - 3) * 50 + 1) }, timeout))));
      const search = page.getByRole('textbox', { name: /search/i }).first();
      await search.click();
      samples.search.push(await timed(async () => (await search.pressSequentially('ade'), await rowsShown(page, { first: '1', contains: 'ade' }, timeout))));
    }
    return { lastPage: median(samples.lastPage), pageNumber: median(samples.pageNumber), search: median(samples.search) };
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
