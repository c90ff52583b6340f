import { existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Driver, Scale } from './datasets.ts';
import { BENCH_ADMIN } from './datasets.ts';
import { benchServer } from './processes.ts';

export type Mode = 'server paging' | 'whole list';

export interface FirstRows {
  /** Milliseconds from navigation to the first table row, median of the runs; or why it failed. */
  ms?: number;
  failure?: string;
}

const SCREEN = '/dashboard/transactions';

export async function signedIn(browser: Browser, baseUrl: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(
    ([t, admin]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('admin', admin);
    },
    [token, JSON.stringify({ name: 'Bench', email: BENCH_ADMIN.email })],
  );
  await page.close();
  return context;
}

/**
 * Headless Chromium, signed in, navigating to Transactions (the console's code already cached by a
 * first visit): the time until the first row is on screen. In whole-list mode the server ignores the
 * paging extension (`LIST_PAGING=off`), as the production backend does, and the console pages the whole list itself.
 */
export async function measureFirstRows(browser: Browser, driver: Driver, scale: Scale, mode: Mode, runs: number, timeoutMs: number): Promise<FirstRows> {
  const server = await benchServer(driver, scale, mode === 'whole list' ? { LIST_PAGING: 'off' } : {});
  const context = await signedIn(browser, server.baseUrl, server.token);
  try {
    const page = await context.newPage();
    let crashed = false;
    page.on('crash', () => (crashed = true));
    await page.goto(`${server.baseUrl}/dashboard`, { waitUntil: 'load' });
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto(`${server.baseUrl}/dashboard`, { waitUntil: 'load' });
      const started = performance.now();
      try {
        await page.goto(server.baseUrl + SCREEN, { waitUntil: 'commit', timeout: timeoutMs });
        await page.locator('tbody tr').first().waitFor({ timeout: timeoutMs });
      } catch (error) {
        const elapsed = Math.round((performance.now() - started) / 1000);
        return { failure: crashed ? `tab crashed after ${elapsed} s` : `no rows after ${elapsed} s (${(error as Error).name})` };
      }
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return { ms: samples[Math.floor(samples.length / 2)] };
  } finally {
    await context.close().catch(() => {});
    await server.stop();
  }
}

/** Gzipped bytes of the JavaScript a fresh browser loads for `path` (the build's own .gz files). */
export async function jsWeight(browser: Browser, driver: Driver, scale: Scale, path: string): Promise<number> {
  const server = await benchServer(driver, scale);
  const context = await signedIn(browser, server.baseUrl, server.token);
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    // A console screen keeps its live stream open (the network never idles): it is shown when its first row is.
    await page.goto(server.baseUrl + path, { waitUntil: 'load' });
    if (path.startsWith('/dashboard/')) await page.locator('tbody tr').first().waitFor();
    return [...scripts].reduce((sum, script) => sum + gzippedSize(`dist${script}`), 0);
  } finally {
    await context.close();
    await server.stop();
  }
}

const gzippedSize = (file: string) => (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length);
