import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { entities } from '../../entities/index.ts';
import { englishMessage } from '../../server/entities/labels.ts';
import { signIn, withToken } from '../helpers/api-client.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { nextTestKeyCode } from '../helpers/mfa.ts';
import { E2E_ADMIN } from '../helpers/server-process.ts';
import { suiteToken } from './suite-session.ts';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'vite-ui-theme';

/** The console's routes under /dashboard with the heading each shows: the dashboard, then every registered entity under its menu label. */
export const SCREENS: (readonly [string, string])[] = [
  ['', 'Dashboard'],
  ...entities.map((entity) => [entity.name, englishMessage(`resources.${entity.name}.menu`)] as const),
];

/** A token for the e2e admin, from the real login endpoint. */
export async function apiToken(baseUrl: string): Promise<string> {
  return (await signIn(baseUrl)).token;
}

/** Calls the API as the e2e admin (test data goes in through the same contract the console uses). */
export async function api<T = unknown>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const client = withToken(baseUrl, token);
  let reply = await client.send(method, `/api${path}`, body);
  if (reply.status === 403 && (reply.body as { code?: string })?.code === 'auth.step_up_required') {
    // The shared session's code was entered at sign-in: a file that runs more than 10 minutes later enters a new one, as the console asks.
    const stepped = await client.send('POST', '/api/admin/me/step-up', { code: (await nextTestKeyCode()).code });
    if (stepped.status === 200) reply = await client.send(method, `/api${path}`, body);
  }
  if (reply.status >= 300) throw new Error(`${method} ${path} → ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as T;
}

/** A browser context whose OS preference is `theme`, with that choice stored as the console stores it. */
export async function newContext(browser: Browser, { theme = 'light', width = 1280, height = 800 }: { theme?: Theme; width?: number; height?: number } = {}) {
  return browser.newContext({ viewport: { width, height }, colorScheme: theme, reducedMotion: 'reduce' });
}

/** Puts a session (and optionally a theme choice) in the origin's localStorage, as signing in would. */
export async function seedStorage(page: Page, baseUrl: string, entries: Record<string, string>) {
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}

/** The signed-in admin as sign-in stores it: the e2e admin unless another account's token is used. */
export const E2E_IDENTITY = { name: 'E2E Admin', email: E2E_ADMIN.email, role: 'admin' };

/** A page signed in as the e2e admin (or `admin`, whose token it is), on `path`, with its heading shown. */
export async function signedInPage(context: BrowserContext, baseUrl: string, token: string, path = '/dashboard', theme?: Theme, admin: object = E2E_IDENTITY) {
  const page = await context.newPage();
  await seedStorage(page, baseUrl, {
    token,
    admin: JSON.stringify(admin),
    ...(theme ? { [THEME_KEY]: theme } : {}),
  });
  await page.goto(baseUrl + path);
  return page;
}

/**
 * Moves an open console page to `path` as its own links do, without reloading it: a loop over many
 * screens then pays for one start of the console instead of one per screen.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A menu entry's label without the count badge some entries carry (Tasks Log: the pending reviews). */
export const menuEntryLabel = (text: string) => text.replace(/\s*\n[\d,\u00a0\u202f ]+$/, '').trim();

/**
 * Waits until the screen has stopped changing: no toast shown (each list announces "… loaded", which
 * would close itself a second later: its own close button, its last, closes it now) and no finite
 * animation or transition running (dialogs fading in). Endless ones (spinners) do not count.
 */
export async function settled(page: Page) {
  await page
    .waitForFunction(
      () => {
        const open = Array.from(document.querySelectorAll('.Toastify__toast'));
        for (const toast of open) Array.from(toast.querySelectorAll('button')).at(-1)?.click();
        return open.length === 0;
      },
      undefined,
      { polling: 50 },
    )
    .catch(async (error: Error) => {
      const left = await page.locator('.Toastify__toast').allInnerTexts();
      throw new Error(`${error.message}\nToasts still shown: ${JSON.stringify(left)}`);
    });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

/**
 * The first line of the page's text that matches `pattern`, read in the same frame it is seen: a toast
 * that closes (or a page that moves on) between "seen" and "read" cannot make the read wait forever.
 */
export async function textSeen(page: Page, pattern: RegExp): Promise<string> {
  const found = await page.waitForFunction(
    ({ source, flags }) =>
      document.body.innerText
        .split('\n')
        .find((line) => new RegExp(source, flags).test(line.trim()))
        ?.trim(),
    { source: pattern.source, flags: pattern.flags },
    { polling: 50 },
  );
  return (await found.jsonValue()) as string;
}

/** A gate for a routed request: `passed` resolves once `open()` is called, e.g. after the test has seen the loading state. */
export function gate() {
  let open = () => {};
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}

export interface ConsoleSuite {
  baseUrl: string;
  browser: Browser;
  /** A token for the e2e admin. */
  token: string;
  /** The current test's context; closed after each test. */
  context?: BrowserContext;
  /** Opens the test's context (see `newContext`). */
  open(options?: Parameters<typeof newContext>[1]): Promise<BrowserContext>;
}

/** One browser per file and the suite's shared admin session (`suiteToken`); each test's context is closed after it. */
export function consoleSuite(): ConsoleSuite {
  const suite = { baseUrl: inject('baseUrl') } as ConsoleSuite;
  const sessionFile = inject('sessionFile');
  suite.open = async (options) => (suite.context = await newContext(suite.browser, options));
  beforeAll(async () => {
    suite.browser = await launchBrowser();
    suite.token = await suiteToken(suite.baseUrl, sessionFile);
  });
  afterAll(async () => {
    // The suite's one admin leaves the review queue: rows its pages claimed are free for the next file's accounts.
    await api(suite.baseUrl, suite.token, 'DELETE', '/tasks/tasklogs/claims').catch(() => undefined);
    await suite.browser?.close();
  });
  afterEach(async () => {
    // A list read again after the test (a live change) must not reach a route handler whose page is closing.
    for (const page of suite.context?.pages() ?? []) await page.unrouteAll({ behavior: 'ignoreErrors' });
    await suite.context?.unrouteAll({ behavior: 'ignoreErrors' });
    await suite.context?.close();
    suite.context = undefined;
  });
  return suite;
}
