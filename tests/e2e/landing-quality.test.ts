import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, imagesComplete, launchBrowser, PHONE, screenshot, seriousA11yViolations } from '../helpers/browser.ts';

// What "/" costs and who can use it: accessibility in both themes, the scripts it loads (no console
// code, under 80 KB gzipped), content without JavaScript, no sideways scrolling.
const baseUrl = inject('baseUrl');
const JS_BUDGET_BYTES = 80 * 1024;
const CONSOLE_MARKERS = ['ra.notification', 'Mui']; // found in react-admin / MUI bundles, never in React

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;

/** The files an entry loads, following static imports (and dynamic ones when asked). */
function chunkFiles(entry: string, withDynamic: boolean, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const chunk = manifest[entry];
  for (const next of [...(chunk.imports ?? []), ...(withDynamic ? (chunk.dynamicImports ?? []) : [])]) chunkFiles(next, withDynamic, seen);
  return seen;
}
const filesOf = (entry: string, withDynamic: boolean) => new Set([...chunkFiles(entry, withDynamic)].map((key) => `/${manifest[key].file}`));

/**
 * Scrolls through the page so lazy images load, then back to the top once every image has loaded.
 * Each position is held until the browser has rendered a frame there: that is when it decides which
 * lazy images are near enough to fetch.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await nextFrame();
      await nextFrame();
    }
  });
  await imagesComplete(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
}

describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('has no serious accessibility violations on a %s (screenshot saved)', async (name, viewport) => {
    const context = await browser.newContext({ viewport, colorScheme: theme === 'dark' ? 'light' : 'dark' });
    await context.addInitScript((value) => localStorage.setItem('vite-ui-theme', value), theme);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
    await scrollThrough(page);
    const images = await page.locator('img').evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(images.every((width) => width > 0)).toBe(true);
    await screenshot(page, `landing-${name}-${viewport.width}-${theme}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('what "/" loads', () => {
  it.each([
    ['/', 'en', 'fr'],
    ['/fr/', 'fr', 'en'],
    ['/pcm/', 'pcm', 'en'],
  ])(
    '%s loads only the landing entry scripts and its own language, no console or react-admin chunk, under 80 KB gzipped, all from its own host',
    async (path, locale, other) => {
      const page = await browser.newPage({ viewport: PHONE });
      const requests: { url: URL; type: string }[] = [];
      page.on('request', (request) => requests.push({ url: new URL(request.url()), type: request.resourceType() }));
      await page.goto(`${baseUrl}${path}`);
      await scrollThrough(page);

      expect(requests.filter(({ url }) => url.origin !== baseUrl).map(({ url }) => url.href)).toEqual([]);
      const scripts = requests.filter(({ type }) => type === 'script').map(({ url }) => url.pathname);
      const texts = (language: string) => `/${manifest[`src/i18n/${language}/landing.json?with-english`].file}`;
      expect(scripts).toContain(texts(locale));
      expect(scripts).not.toContain(texts(other));
      const landing = new Set([...filesOf('landing.html', false), texts(locale)]);
      const consoleOnly = [...filesOf('index.html', true)].filter((file) => !landing.has(file));
      expect(consoleOnly.length).toBeGreaterThan(0);
      expect(scripts.filter((path) => path !== '/theme-init.js' && !landing.has(path))).toEqual([]);
      expect(scripts.filter((path) => consoleOnly.includes(path))).toEqual([]);
      expect(scripts).toContain(`/${manifest['landing.html'].file}`);

      const bodies = await Promise.all(scripts.map(async (path) => (await fetch(baseUrl + path)).text()));
      for (const marker of CONSOLE_MARKERS) expect(bodies.filter((body) => body.includes(marker))).toEqual([]);
      const consoleBodies = await Promise.all(consoleOnly.map(async (path) => (await fetch(baseUrl + path)).text()));
      expect(consoleBodies.some((body) => CONSOLE_MARKERS.some((marker) => body.includes(marker)))).toBe(true);
      const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
      expect(gzipped).toBeLessThan(JS_BUDGET_BYTES);
      await page.close();
    },
  );

  it('serves the page with its content, head tags and no inline script, compressed when asked', async () => {
    const response = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    expect(html).toMatch(/<html lang="en" data-locale="en">/);
    expect(html).toMatch(/<title>[^<]{20,}<\/title>/);
    for (const tag of ['name="description"', 'property="og:title"', 'property="og:description"', 'property="og:image"', 'rel="icon"'])
      expect(html).toContain(tag);
    expect(html).toMatch(/<h1[^>]*>[^<]{10,}<\/h1>/);
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    for (const file of ['/favicon.svg', '/theme-init.js', '/og-image.jpg', '/robots.txt']) expect((await fetch(baseUrl + file)).status, file).toBe(200);
  });
});

describe('without JavaScript', () => {
  it('shows the hero, the services, every step and the nav links', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const hero = page.locator('h1');
    expect(await hero.isVisible()).toBe(true);
    expect((await hero.textContent())?.length).toBeGreaterThan(10);
    expect(await page.locator('#services li').count()).toBe(6);
    for (let step = 1; step <= 5; step++) expect(await page.locator(`#lp-step-${step}-panel`).isVisible(), `step ${step}`).toBe(true);
    expect(await page.locator('nav[aria-label="Main"] a', { hasText: 'Blog' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('at any width', () => {
  it.each([320, 1920])('never scrolls sideways at %i px, menu open or closed', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${baseUrl}/`);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    if (width < 900) {
      await page.waitForFunction(() => Object.keys(document.getElementById('landing') ?? {}).length > 0);
      await page.locator('.lp-menu-button').click();
      expect(await page.locator('#lp-nav-list').isVisible()).toBe(true);
      expect(await overflow()).toBe(0);
    }
    await page.close();
  });
});
