import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the outer routes', () => {
  it.each([
    ['/', '/'],
    ['/no/such/page', '/'],
  ])('%s ends on %s', async (path, expected) => {
    const page = await browser.newPage();
    await page.goto(baseUrl + path);
    await page.waitForURL((url) => url.pathname === expected);
    expect(new URL(page.url()).pathname).toBe(expected);
    await page.close();
  });

  it('answers an unknown /api path with JSON, not the console', async () => {
    const res = await fetch(`${baseUrl}/api/nope`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });
});
