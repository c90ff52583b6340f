import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from '../helpers/browser.ts';

// The public landing page at "/": its sections, the how-it-works accordion, the nav and the theme.
const baseUrl = inject('baseUrl');
const SECTIONS = ['home', 'services', 'how-it-works', 'about', 'resources', 'blog', 'contact'];
const NAV = [
  ['Home', 'home'],
  ['Service', 'services'],
  ['About', 'about'],
  ['Contact', 'contact'],
  ['Resources', 'resources'],
  ['Blog', 'blog'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openLanding(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/`);
  // Hydrated: React has attached its event handlers to the prerendered markup.
  await page.waitForFunction(() => Object.keys(document.getElementById('landing') ?? {}).some((k) => k.startsWith('__react')));
  return { page, errors, close: () => context.close() };
}

/** Waits until the section sits at the top, just below the sticky header (or the page hit bottom). */
async function expectScrolledTo(page: Page, id: string) {
  await page.waitForFunction((sectionId) => {
    const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
    const header = document.querySelector('.lp-header')!.getBoundingClientRect().bottom;
    const atBottom = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1;
    return top >= header - 1 && (top <= header + 24 || (atBottom && top < innerHeight));
  }, id);
  expect(new URL(page.url()).hash).toBe(`#${id}`);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the landing page on a %s', (_name, viewport) => {
  it('renders every section, the nav and the footer, hydrating without errors', async () => {
    const { page, errors, close } = await openLanding(viewport);
    for (const id of SECTIONS) expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    await expect(page.locator('h1').isVisible()).resolves.toBe(true);
    expect(await page.locator('#services li').count()).toBe(6);
    expect(await page.locator('.lp-step-button').count()).toBe(5);
    expect(await page.locator('footer a').count()).toBeGreaterThanOrEqual(9);
    expect(await page.locator('nav[aria-label="Main"] a').allTextContents()).toEqual([...NAV.map(([label]) => label), 'Get Started']);
    expect(errors).toEqual([]);
    await close();
  });

  it('scrolls to each section from its nav link', async () => {
    const { page, close } = await openLanding(viewport);
    const menu = page.locator('.lp-menu-button');
    for (const [label, id] of [...NAV].reverse()) {
      if (viewport === PHONE) {
        await menu.click();
        expect(await menu.getAttribute('aria-expanded')).toBe('true');
      }
      await page.locator('nav[aria-label="Main"]').getByRole('link', { name: label, exact: true }).click();
      await expectScrolledTo(page, id);
      if (viewport === PHONE) expect(await menu.getAttribute('aria-expanded')).toBe('false');
    }
    await close();
  });

  it('"Get Started" leads to the five steps, whose first (register or log in) is open', async () => {
    const { page, close } = await openLanding(viewport);
    if (viewport === PHONE) await page.locator('.lp-menu-button').click();
    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Get Started' }).click();
    await expectScrolledTo(page, 'how-it-works');
    expect(await page.locator('#lp-step-1').getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#lp-step-1').textContent()).toContain('Register or log in');
    await expect(page.locator('#lp-step-1-panel').isVisible()).resolves.toBe(true);
    await close();
  });
});

describe('the how-it-works accordion', () => {
  const expanded = (page: Page, step: number) => page.locator(`#lp-step-${step}`).getAttribute('aria-expanded');
  const panelVisible = (page: Page, step: number) => page.locator(`#lp-step-${step}-panel`).isVisible();

  it('opens and closes a step with the mouse, one step at a time', async () => {
    const { page, close } = await openLanding(DESKTOP);
    await page.locator('#lp-step-3').click();
    expect(await expanded(page, 3)).toBe('true');
    expect(await panelVisible(page, 3)).toBe(true);
    expect(await expanded(page, 1)).toBe('false');
    expect(await panelVisible(page, 1)).toBe(false);
    await page.locator('#lp-step-3').click();
    expect(await expanded(page, 3)).toBe('false');
    expect(await panelVisible(page, 3)).toBe(false);
    await close();
  });

  it('works from the keyboard: arrows move, Enter and Space toggle, focus is visible', async () => {
    const { page, close } = await openLanding(PHONE);
    await page.locator('#lp-step-1').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lp-step-3');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await expanded(page, 3)).toBe('true');
    expect(await panelVisible(page, 3)).toBe(true);
    await page.keyboard.press('Space');
    expect(await expanded(page, 3)).toBe('false');
    await page.keyboard.press('Space');
    expect(await expanded(page, 3)).toBe('true');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lp-step-5');
    await close();
  });
});

describe('the phone menu and the theme', () => {
  it('folds the links behind a menu button that Escape closes', async () => {
    const { page, close } = await openLanding(PHONE);
    const menu = page.locator('.lp-menu-button');
    const links = page.locator('#lp-nav-list');
    expect(await links.isVisible()).toBe(false);
    await menu.click();
    expect(await links.isVisible()).toBe(true);
    expect(await menu.getAttribute('aria-label')).toBe('Close menu');
    await page.keyboard.press('Escape');
    expect(await links.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('lp-menu-button'))).toBe(true);
    await close();
  });

  it('follows the console theme setting and its switch saves the choice under vite-ui-theme', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const rootClass = () => page.evaluate(() => document.documentElement.className);
    expect(await rootClass()).toBe('dark');
    await page.waitForFunction(() => Object.keys(document.getElementById('landing') ?? {}).length > 0);
    await page.getByRole('button', { name: 'Switch between light and dark theme' }).click();
    expect(await rootClass()).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
    await page.reload();
    expect(await rootClass()).toBe('light');
    const background = await page.evaluate(() => getComputedStyle(document.querySelector('.lp')!).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    await context.close();
  });
});
