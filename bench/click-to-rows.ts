import { chromium, type Page } from 'playwright-core';
import { ensureDataset } from './prepare.ts';
import { signedIn } from './first-rows.ts';
import { benchServer } from './processes.ts';

/**
 * Headless Chromium on Transactions at 1,000,000 rows (PostgreSQL, `--scale 400`): from a click on a
 * page number, a click on a column header (sort), or the last key of a search typed in the list's
 * search filter, to the new first row on screen with no loading sign left. Median of `RUNS` (5).
 * `npx tsx bench/click-to-rows.ts` with DATABASE_URL (or BENCH_DATABASE_URL) as for `npm run bench`.
 */
const RUNS = Number(process.env.RUNS ?? 5);
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

/** Resolves once the first row's text differs from `before` and nothing is loading. */
const newRows = (page: Page, before: string) =>
  page.waitForFunction(
    (previous) => {
      const row = document.querySelector('tbody tr');
      return !!row && !document.querySelector('[aria-busy="true"], .MuiLinearProgress-root') && row.textContent !== previous;
    },
    before,
    { polling: 'raf', timeout: 30_000 },
  );

const firstRowText = (page: Page) => page.locator('tbody tr').first().textContent();

async function timedChange(page: Page, act: () => Promise<unknown>): Promise<number> {
  const before = (await firstRowText(page)) ?? '';
  const started = await page.evaluate(() => performance.now());
  await act();
  await newRows(page, before);
  return (await page.evaluate(() => performance.now())) - started;
}

await ensureDataset('pg', 400);
const server = await benchServer('pg', 400);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await signedIn(browser, server.baseUrl, server.token);
  const page = await context.newPage();
  const samples = { pageNumber: [] as number[], sort: [] as number[], searchAfterLastKey: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${server.baseUrl}/dashboard/transactions?filter=%7B%7D&page=1&perPage=50&sort=createdAt&order=DESC`);
    await page.locator('tbody tr').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .MuiLinearProgress-root'));
    samples.pageNumber.push(await timedChange(page, () => page.getByRole('button', { name: 'Go to page 3', exact: true }).click()));
    samples.sort.push(
      await timedChange(page, () =>
        page
          .locator('thead')
          .getByRole('button', { name: /amount/i })
          .first()
          .click(),
      ),
    );
    const search = page.locator('main').getByRole('textbox').first();
    await search.fill('ad');
    await newRows(page, '');
    // The last key: react-admin asks the server 500 ms after it, which is subtracted.
    samples.searchAfterLastKey.push((await timedChange(page, () => search.press('e'))) - 500);
  }
  const result = Object.fromEntries(
    Object.entries(samples).map(([name, values]) => [name, { median: Math.round(median(values)), runs: values.map(Math.round) }]),
  );
  console.log(JSON.stringify(result, null, 2));
} finally {
  await browser.close();
  await server.stop();
}
