import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath } from '../../scripts/chromium-path.mjs';

export const SCREENSHOT_DIR = 'screenshots';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/**
 * How long one Playwright action, locator wait or navigation may take (Playwright's own default is
 * 30 s): a first visit parses the console's lazy chunks and renders react-admin, seconds on an idle
 * machine and many times that on a busy CI machine. Tests still end at vitest's testTimeout.
 */
export const ACTION_TIMEOUT_MS = 60_000;
/** How long Chromium may take to start. */
const LAUNCH_TIMEOUT_MS = 120_000;

const withTimeouts = (context: BrowserContext) => {
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
  return context;
};

/**
 * Debian's Chromium, headless, with nothing reaching outside this machine; every context and page
 * it opens (`newContext`, `newPage`) waits up to ACTION_TIMEOUT_MS.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium: apt-get install -y chromium, or set CHROMIUM_PATH');
  const browser = await chromium.launch({
    executablePath,
    timeout: LAUNCH_TIMEOUT_MS,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => withTimeouts(await newContext(options));
  browser.newPage = async (options) => {
    const page = await newPage(options);
    withTimeouts(page.context());
    return page;
  };
  return browser;
}

/** Resolves once every image of the page has loaded or failed (its load or error handlers have run). */
export async function imagesComplete(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
}

export async function screenshot(page: Page, name: string) {
  // A full-page PNG costs a second or two and asserts nothing: saved when asked (SAVE_SCREENSHOTS=1).
  if (!process.env.SAVE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** Serious and critical axe-core violations on the page, as readable lines. */
export async function seriousA11yViolations(page: Page, { rules }: { rules?: string[] } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
