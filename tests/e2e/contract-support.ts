import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { entities } from '../../entities/index.ts';
import { createAdminService } from '../../server/accounts/admins.ts';
import { createDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/db/seed/seed-demo.ts';
import { sendJson } from '../helpers/api-client.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { E2E_ADMIN, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { newContext, seedStorage, type Theme } from './console-support.ts';
import { listPage } from './pages/list-page.ts';
import { say } from './pages/messages.ts';

/**
 * The console in front of a stand-in for the production backend: a server of its own started with
 * CONTRACT_ONLY=1 (the spec's calls alone, whole lists, no roles, codes or extensions), holding the
 * demo data and an admin without two-factor sign-in (the production backend has none).
 */
export interface ContractSuite {
  baseUrl: string;
  browser: Browser;
  token: string;
  /** What sign-in stored: the admin as the contract's answer gives it (no role). */
  admin: object;
  context?: BrowserContext;
  open(options?: Parameters<typeof newContext>[1]): Promise<BrowserContext>;
}

/** The screens the console offers the production backend: the dashboard and every entity not declared an extension. */
export const CONTRACT_SCREENS = ['', ...entities.filter((entity) => !entity.extension).map((entity) => entity.name)];

/**
 * The calls the console makes to learn whether a server has an extension (and the sign-out that also
 * ends the session on ours); the production backend answers them 404, and the console then offers
 * what it can without them. Any other failed call is a bug.
 */
export const EXTENSION_PROBES = [/^\/api\/events$/, /^\/api\/tasks\/tasklogs\/(counts|queue)$/, /^\/api\/admin\/dashboard\/volume$/, /^\/api\/admin\/logout$/];

async function seedContractDatabase(dataDir: string, baseUrl: string) {
  const database = await createDatabase({ driver: 'pglite', dataDir });
  try {
    await database.migrate();
    await createAdminService(database.db).ensureInitialAdmin(E2E_ADMIN);
    await seedDemo(database.db, { scale: 0.2, proofBaseUrl: baseUrl });
  } finally {
    await database.close();
  }
}

export function contractSuite(): ContractSuite {
  const suite = {} as ContractSuite;
  let server: ServerProcess;
  suite.open = async (options) => (suite.context = await newContext(suite.browser, options));
  beforeAll(async () => {
    server = await startServerProcess({ CONTRACT_ONLY: '1', MFA_REQUIRED_ROLES: '' }, { beforeStart: seedContractDatabase });
    suite.baseUrl = server.baseUrl;
    const login = await sendJson(server.baseUrl, 'POST', '/api/admin/login', E2E_ADMIN);
    const { token, admin } = (login.body as { data: { token: string; admin: object } }).data;
    Object.assign(suite, { token, admin, browser: await launchBrowser() });
  }, 180_000);
  afterAll(async () => {
    await suite.browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await suite.context?.close();
    suite.context = undefined;
  });
  return suite;
}

/** Every API call that failed on the page, but the extension probes, as "status METHOD path". */
export function failedCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/api/') || response.status() < 400 || EXTENSION_PROBES.some((probe) => probe.test(path))) return;
    failed.push(`${response.status()} ${response.request().method()} ${path}`);
  });
  page.on('requestfailed', (request) => {
    // A read the console itself gave up (a screen left before its answer) is aborted, not failed.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (new URL(request.url()).pathname.startsWith('/api/') && !/events/.test(request.url())) failed.push(`failed ${request.method()} ${request.url()}`);
  });
  return failed;
}

/** A page signed in as sign-in against the contract stores it, on `path`. */
export async function contractPage(s: ContractSuite, path: string, theme?: Theme) {
  const page = await s.context!.newPage();
  await seedStorage(page, s.baseUrl, { token: s.token, admin: JSON.stringify(s.admin), ...(theme ? { 'vite-ui-theme': theme } : {}) });
  const failed = failedCalls(page);
  await page.goto(s.baseUrl + path);
  return { page, failed };
}

/** Nothing on the page is an error, a raw message key or an empty list standing in for a failure. */
export async function nothingBroken(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text, 'a raw message key').not.toMatch(/\b(app|ra|resources)\.[a-z_]+\.[a-z_]/);
  expect(text).not.toMatch(/Could not load|Something went wrong|Error fetching|Not found: /);
  expect(await page.locator('.Toastify__toast--error').count(), 'an error toast').toBe(0);
}

/** A call to the contract-only server as the signed-in admin (test data goes in through the contract). */
export const contractCall = (s: ContractSuite, method: string, path: string, body?: unknown) =>
  fetch(`${s.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${s.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** What a screen offers, as the README's table row gives it: its headings, buttons, tabs and columns as shown. */
export async function screenSummary(page: Page, resource: string): Promise<string> {
  const texts = async (selector: string | ReturnType<Page['locator']>) =>
    (await (typeof selector === 'string' ? page.locator(selector) : selector).allTextContents())
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .filter((text) => text && !/^\d[\d,]*$/.test(text));
  if (!resource) return `| Dashboard | ${(await texts('main h2, main h6, main [role="heading"]:not(h1)')).join(', ')} | — |`;
  const buttons = await texts(page.locator('h1').locator('xpath=..').locator('button, a'));
  const filters = await texts('form label');
  const tabs = await texts('[role="tab"]');
  const columns = (await texts('thead th')).filter((text) => text !== '#');
  const offered = [...buttons, ...filters.map((filter) => `${filter} filter`), ...tabs.map((tab) => `${tab} tab`)];
  return `| ${say(`resources.${resource}.menu`)} | ${offered.join(', ') || '—'} | ${columns.join(', ')} |`;
}

const README_START = '<!-- contract-screens: written by tests/e2e/contract-only.test.ts (UPDATE_README=1 rewrites it) -->';
const README_END = '<!-- /contract-screens -->';

/**
 * The README's table of what each screen offers against the production backend is what this suite
 * saw there: the test fails when they differ, and `UPDATE_README=1` writes what it saw.
 */
export function readmeTable(rows: string[]): { written: string; seen: string } {
  const readme = readFileSync('README.md', 'utf8');
  const seen = [README_START, '| screen | offered | columns (1280 px) |', '|---|---|---|', ...rows, README_END].join('\n');
  const [before, rest = ''] = readme.split(README_START);
  const after = rest.split(README_END)[1] ?? '';
  const written = rest ? `${README_START}${rest.split(README_END)[0]}${README_END}` : '';
  if (process.env.UPDATE_README === '1') writeFileSync('README.md', rest ? `${before}${seen}${after}` : `${readme}\n${seen}\n`);
  return { written: process.env.UPDATE_README === '1' ? seen : written, seen };
}

/** A new context's page on `resource`'s list, ready, with the calls that failed on it. */
export async function openContractList(s: ContractSuite, resource: string) {
  await s.open();
  const { page, failed } = await contractPage(s, `/dashboard/${resource}`);
  return { page, failed, list: await listPage(page, resource).ready() };
}
