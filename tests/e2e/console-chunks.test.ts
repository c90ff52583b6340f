import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Strings only react-admin's and MUI's admin code contain. */
const ADMIN_MARKERS = ['RaDataTable', 'RaLayout', 'MuiDialog'];

/**
 * The scripts a visit downloads until its screen is shown (`shown`: every lazy chunk it needs has
 * arrived; "network idle" alone can come before a slow machine even asks for one), and which of
 * them carry admin code.
 */
async function scriptsOf(path: string, waitForPath: string, shown: (page: Page) => Promise<void>) {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(baseUrl + path);
  await page.waitForURL((url) => url.pathname === waitForPath);
  await shown(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  const withAdminCode: string[] = [];
  for (const url of scripts) {
    const text = await (await fetch(url)).text();
    if (ADMIN_MARKERS.some((marker) => text.includes(marker))) withAdminCode.push(url);
  }
  return { scripts, withAdminCode };
}

describe('code splitting', () => {
  it('the console reaching "/" (an unknown path) loads no react-admin or MUI admin code', async () => {
    const { scripts, withAdminCode } = await scriptsOf('/no/such/page', '/', (page) => page.locator('.lp h1').waitFor());
    expect(scripts.length).toBeGreaterThan(0);
    expect(withAdminCode).toEqual([]);
  });

  it('the admin and the login page come in their own chunks', async () => {
    const { withAdminCode } = await scriptsOf('/login', '/login', (page) => page.getByRole('button', { name: 'Login' }).waitFor());
    expect(withAdminCode.length).toBeGreaterThan(0);
  });
});
