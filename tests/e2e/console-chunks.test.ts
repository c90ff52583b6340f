import type { Browser } from 'playwright-core';
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

/** The scripts a visit downloads, and which of them carry admin code. */
async function scriptsOf(path: string, waitForPath: string) {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(baseUrl + path);
  await page.waitForURL((url) => url.pathname === waitForPath);
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
    const { scripts, withAdminCode } = await scriptsOf('/no/such/page', '/');
    expect(scripts.length).toBeGreaterThan(0);
    expect(withAdminCode).toEqual([]);
  });

  it('the admin and the login page come in their own chunks', async () => {
    const { withAdminCode } = await scriptsOf('/login', '/login');
    expect(withAdminCode.length).toBeGreaterThan(0);
  });
});
