import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleSuite, signedInPage } from './console-support.ts';

const s = consoleSuite();
const { baseUrl } = s;
const budget = JSON.parse(readFileSync('tests/e2e/js-budget.json', 'utf8')) as { screens: Record<string, number> };
/** How far over its recorded size a screen may grow before the test fails. */
const GROWTH_ALLOWED = 1.05;

/** Each screen, whether it needs a session, and what says it is shown (every chunk it needs has arrived). */
const SCREENS: [path: string, signedIn: boolean, shown: (page: Page) => Promise<void>][] = [
  ['/', false, (page) => page.locator('.lp h1').waitFor()],
  ['/login', false, (page) => page.getByRole('button', { name: 'Login' }).waitFor()],
  ['/dashboard', true, (page) => page.getByRole('region', { name: 'Transaction volume, last 30 days' }).getByRole('img').waitFor()],
  ['/dashboard/transactions', true, (page) => page.locator('tbody tr').first().waitFor()],
  ['/dashboard/users', true, (page) => page.locator('tbody tr').first().waitFor()],
  ['/dashboard/tasksLog', true, (page) => page.locator('tbody tr').first().waitFor()],
];

/** The bytes the server sends for a script of the build: its precompressed `.gz`, or the script itself where compressing saves too little to be kept. */
const gzipped = (url: string) => {
  const file = `dist${new URL(url).pathname}`;
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
};

describe('JavaScript each screen loads', () => {
  it.each(SCREENS)('%s loads no more than 5 percent over its recorded size', async (path, signedIn, shown) => {
    const context = await s.open();
    const scripts = new Set<string>();
    context.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(baseUrl)) scripts.add(response.url());
    });
    const page = signedIn ? await signedInPage(context, baseUrl, s.token, path) : await context.newPage();
    if (!signedIn) await page.goto(baseUrl + path);
    await shown(page);
    const bytes = [...scripts].reduce((sum, url) => sum + gzipped(url), 0);
    const recorded = budget.screens[path];
    console.info(
      `${path}: ${bytes} bytes (${(bytes / 1024).toFixed(1)} KB) of gzipped JavaScript in ${scripts.size} scripts (recorded ${recorded ?? 'nothing'})`,
    );
    expect(recorded, `record ${path} in tests/e2e/js-budget.json`).toBeGreaterThan(0);
    expect(bytes, `${path} grew more than 5 % over its recorded ${recorded} bytes`).toBeLessThanOrEqual(recorded * GROWTH_ALLOWED);
  });
});
