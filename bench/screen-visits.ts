import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signedIn } from './first-rows.ts';

/** The screens whose first rows are measured: three lists and the dashboard. */
export const VISITED_SCREENS = ['/dashboard/transactions', '/dashboard/users', '/dashboard/tasksLog', '/dashboard'] as const;
/** Where a warm visit comes from: another screen of the same console, so only the cache is shared. */
const ELSEWHERE = '/dashboard/coupon';

/** A running console to visit: `label` names it in the results ("before", "after"). */
export interface VisitedServer {
  label: string;
  baseUrl: string;
  token: string;
}

export interface ScreenVisit {
  /** Median ms from navigation to the frame drawing the first table row, in a new browser context (nothing cached). */
  cold: number;
  /** Median ms for the same, the screen opened again after another one (scripts cached). */
  warm: number;
  /** Scripts of the cold visit until its first rows: bytes gzipped (level 9), and as sent (the server's Brotli). */
  jsGzipped: number;
  jsSent: number;
}

export type ScreenVisits = Record<string, Record<string, ScreenVisit>>;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

/**
 * Notes, in the page's own clock, the animation frame that first draws a table row (the frame after
 * the row entered the page): the browser's own time, without the test driver's polling and round
 * trips, which added 200–300 ms on this machine.
 */
const NOTE_FIRST_ROW = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('tbody tr')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstRowDrawn = performance.now(); });
  }).observe(document, { childList: true, subtree: true });`;

/** Milliseconds from the navigation's start to the frame drawing the first table row. */
async function firstRowsAfter(page: Page, url: string, timeout: number): Promise<number> {
  await page.addInitScript({ content: NOTE_FIRST_ROW });
  await page.goto(url, { waitUntil: 'commit', timeout });
  await page.waitForFunction(() => (window as { __firstRowDrawn?: number }).__firstRowDrawn !== undefined, undefined, { timeout });
  return page.evaluate(() => (window as { __firstRowDrawn?: number }).__firstRowDrawn!);
}

interface Scripts {
  gzipped: number;
  sent: number;
}

/** Counts every script the page receives until `stop()`. */
function countScripts(page: Page) {
  const pending: Promise<Scripts>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        gzipped: gzipSync(body, { level: 9 }).length,
        sent: sizes.responseBodySize,
      })),
    );
  });
  return async () => (await Promise.all(pending)).reduce((sum, s) => ({ gzipped: sum.gzipped + s.gzipped, sent: sum.sent + s.sent }), { gzipped: 0, sent: 0 });
}

async function coldVisit(browser: Browser, server: VisitedServer, screen: string, timeout: number) {
  const context = await signedIn(browser, server.baseUrl, server.token);
  try {
    const page = await context.newPage();
    const scripts = countScripts(page);
    const ms = await firstRowsAfter(page, server.baseUrl + screen, timeout);
    return { ms, scripts: await scripts() };
  } finally {
    await context.close();
  }
}

async function warmVisit(context: BrowserContext, server: VisitedServer, screen: string, timeout: number) {
  const page = await context.newPage();
  try {
    await page.goto(server.baseUrl + ELSEWHERE, { timeout });
    await page.locator('tbody tr').first().waitFor({ timeout });
    return await firstRowsAfter(page, server.baseUrl + screen, timeout);
  } finally {
    await page.close();
  }
}

/**
 * Headless Chromium, signed in: each screen visited cold and warm `runs` times per server, the
 * servers in turn within each run so that all of them see the same moments of a busy machine.
 */
export async function measureScreenVisits(browser: Browser, servers: VisitedServer[], runs: number, timeout = 60_000): Promise<ScreenVisits> {
  const results: ScreenVisits = {};
  const warmContexts = new Map<string, BrowserContext>();
  for (const server of servers) warmContexts.set(server.label, await signedIn(browser, server.baseUrl, server.token));
  try {
    for (const screen of VISITED_SCREENS) {
      const samples = new Map(servers.map((server) => [server.label, { cold: [] as number[], warm: [] as number[], scripts: [] as Scripts[] }]));
      for (let run = 0; run < runs; run++) {
        for (const server of servers) {
          const own = samples.get(server.label)!;
          const cold = await coldVisit(browser, server, screen, timeout);
          own.cold.push(cold.ms);
          own.scripts.push(cold.scripts);
          own.warm.push(await warmVisit(warmContexts.get(server.label)!, server, screen, timeout));
        }
      }
      for (const [label, own] of samples) {
        (results[label] ??= {})[screen] = {
          cold: Math.round(median(own.cold)),
          warm: Math.round(median(own.warm)),
          jsGzipped: own.scripts[0].gzipped,
          jsSent: own.scripts[0].sent,
        };
      }
    }
  } finally {
    for (const context of warmContexts.values()) await context.close();
  }
  return results;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The results as a Markdown table: a row per screen, columns per server. */
export function screenVisitsTable(results: ScreenVisits): string {
  const labels = Object.keys(results);
  const head = ['screen', ...labels.flatMap((l) => [`cold ${l}`, `warm ${l}`, `JS gzipped ${l}`, `JS sent ${l}`])];
  const rows = VISITED_SCREENS.map((screen) => [
    screen,
    ...labels.flatMap((l) => {
      const visit = results[l][screen];
      return [`${visit.cold} ms`, `${visit.warm} ms`, `${kb(visit.jsGzipped)} KB`, `${kb(visit.jsSent)} KB`];
    }),
  ]);
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
