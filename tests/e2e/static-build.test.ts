import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { arrangeStaticConsole } from '../../scripts/static-console.ts';
import { passwordToken, sendJson } from '../helpers/api-client.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { E2E_ADMIN, freePort, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { startStaticHost, type StaticHost } from '../helpers/static-host.ts';
import { gate } from './console-support.ts';
import { say } from './pages/messages.ts';

/**
 * `npm run build:console`'s folder on a plain static host (no rewrite but 404.html), talking to an
 * API on another origin that config.json names: what an operator hosting the console alone gets.
 * The folder is the suite's build (global setup) arranged by the same function as build:console.
 */
const BANK = { name: 'Static Host Bank', code: '058', isActive: true };

let folder: string;
let host: StaticHost;
let api: ServerProcess;
let apiUrl: string;
let token: string;
let bankId: string;
let browser: Browser;
let context: BrowserContext;

const writeConfig = (text: string) => writeFileSync(join(folder, 'config.json'), text);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'static-console-'));
  cpSync('dist', folder, { recursive: true });
  arrangeStaticConsole(folder);
  host = await startStaticHost(folder, await freePort());
  // Its own API server: the suite's shared one does not let another origin in (CORS_ORIGINS).
  api = await startServerProcess({ CORS_ORIGINS: host.origin, MFA_REQUIRED_ROLES: '' });
  apiUrl = `${api.baseUrl}/api`;
  token = await passwordToken(api.baseUrl, E2E_ADMIN);
  bankId = (await sendJson(api.baseUrl, 'POST', '/api/banks/', BANK, { authorization: `Bearer ${token}` })).body.data._id;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await api?.stop();
  await host?.close();
  rmSync(folder, { recursive: true, force: true });
});

afterEach(() => context?.close());

/** A fresh browser context on the static host, every request it sends listed. */
async function openPage(): Promise<{ page: Page; requests: string[] }> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  return { page, requests };
}

/** Stores the session on the static host's origin, as signing in there would. */
async function signedIn(page: Page) {
  await page.goto(`${host.origin}/robots.txt`);
  await page.evaluate(
    ([value, admin]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('admin', admin);
    },
    [token, JSON.stringify({ name: 'E2E Admin', email: E2E_ADMIN.email, role: 'admin' })],
  );
}

async function submitSignIn(page: Page) {
  await page.goto(`${host.origin}/login`);
  await page.getByLabel(say('app.login.email')).fill(E2E_ADMIN.email);
  await page.getByLabel(say('app.login.password')).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: say('app.login.submit') }).click();
}

const bankRow = (page: Page) => page.locator('tbody tr').filter({ hasText: BANK.name });

describe('the console alone on a static host', () => {
  it("signs in and loads a list through config.json's address; the landing page never reads it", async () => {
    writeConfig(JSON.stringify({ apiUrl }));
    const { page, requests } = await openPage();
    await page.goto(`${host.origin}/`, { waitUntil: 'load' });
    await page.locator('#landing h1').waitFor();
    expect(requests.filter((request) => request.endsWith('/config.json'))).toEqual([]);

    await submitSignIn(page);
    await page.waitForURL(`${host.origin}/dashboard/`);
    await page.goto(`${host.origin}/dashboard/banks`);
    await bankRow(page).waitFor();
    expect(requests).toContain(`POST ${apiUrl}/admin/login`);
    expect(requests.some((request) => request.startsWith(`GET ${apiUrl}/banks`))).toBe(true);
    // Nothing went to the static host's /api: every call took the configured address.
    expect(requests.filter((request) => request.includes(`${host.origin}/api`))).toEqual([]);
    // The demo's proof pictures come from the API's origin too (not same-origin only).
    const proof = `${api.baseUrl}/proofs/demo/proof-1-00000000-0000-4000-8000-000000000000.svg`;
    const width = await page.evaluate(
      (src) =>
        new Promise<number>((done) => {
          const image = new Image();
          image.onload = () => done(image.naturalWidth);
          image.onerror = () => done(0);
          image.src = src;
        }),
      proof,
    );
    expect(width).toBeGreaterThan(0);
  });

  it("starts the console at a deep link and at its reload (the host's 404.html)", async () => {
    writeConfig(JSON.stringify({ apiUrl }));
    const { page } = await openPage();
    await signedIn(page);
    const deepLink = `${host.origin}/dashboard/banks/${bankId}`;
    const response = await page.goto(deepLink);
    expect(response?.status()).toBe(404);
    const dialog = page.getByRole('dialog', { name: say('app.form.edit_title', { name: say('resources.banks.name', { smart_count: 1 }) }) });
    // The edit dialog over the list, its record read through config.json's address.
    const name = dialog.getByRole('textbox').first();
    await name.waitFor();
    await expect.poll(() => name.inputValue()).toBe(BANK.name);
    await page.reload();
    await name.waitFor();
    await expect.poll(() => name.inputValue()).toBe(BANK.name);
    expect(page.url()).toBe(deepLink);
  });

  it('names the unreachable address on the sign-in page and on a list, with Retry, never an empty list', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/api`;
    writeConfig(JSON.stringify({ apiUrl: closed }));
    const network = say('app.error.network', { api_url: closed });
    expect(network).toBe(`Network error. Please check your connection. (No answer from ${closed}.)`);
    const { page } = await openPage();

    await submitSignIn(page);
    const failed = page.getByRole('dialog', { name: say('app.login.failed_title') });
    await failed.waitFor();
    expect(await failed.getByText(network, { exact: true }).count()).toBe(1);

    await signedIn(page);
    await page.goto(`${host.origin}/dashboard/banks`);
    const alert = page.getByRole('alert').filter({ hasText: say('app.list.load_failed', { many_lower: 'banks', error: network }) });
    await alert.waitFor();
    await alert.getByRole('button', { name: say('app.list.retry') }).waitFor();
    expect(await page.getByText(say('ra.navigation.no_results')).count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toMatch(/%\{/);
  });

  it('a backend answering 500 or taking its time shows the same honest states: not a wrong password, loading then rows, the failure with Retry', async () => {
    writeConfig(JSON.stringify({ apiUrl }));
    const { page } = await openPage();
    await page.route(`${apiUrl}/admin/login`, (route) => route.fulfill({ status: 500, body: '' }));
    await submitSignIn(page);
    await page
      .getByRole('dialog')
      .getByText(say('app.login.unavailable', { status: 500 }), { exact: true })
      .waitFor();
    await page.unroute(`${apiUrl}/admin/login`);

    await signedIn(page);
    // A slow backend: its answer is held until the page has shown that it is loading.
    const held = gate();
    await page.route(`${apiUrl}/banks**`, async (route) => (await held.passed, route.continue()));
    await page.goto(`${host.origin}/dashboard/banks`);
    await page.getByText(say('app.list.loading')).first().waitFor();
    expect(await page.getByText(say('ra.navigation.no_results')).count(), 'no empty list while it loads').toBe(0);
    held.open();
    await bankRow(page).waitFor();

    await page.unroute(`${apiUrl}/banks**`);
    await page.route(`${apiUrl}/banks**`, (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: say('app.list.load_failed', { many_lower: 'banks', error: 'Error fetching banks' }) });
    await alert.waitFor();
    expect(await page.getByText(say('ra.navigation.no_results')).count()).toBe(0);
    await page.unroute(`${apiUrl}/banks**`);
    await alert.getByRole('button', { name: say('app.list.retry') }).click();
    await bankRow(page).waitFor();
  });

  it.each([
    ['{"apiUrl": 42}', say('app.config.bad_api_url', { value: '42' })],
    ['<!doctype html><html></html>', say('app.config.not_json', { start: '"<!doctype html><html></html>"' })],
  ])('says what is wrong with config.json %s instead of the console', async (text, message) => {
    writeConfig(text);
    const { page } = await openPage();
    await page.goto(`${host.origin}/login`);
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(message).toMatch(/^config\.json beside the console cannot be used: /);
    expect(await page.getByRole('button', { name: say('app.login.submit') }).count()).toBe(0);
  });
});
