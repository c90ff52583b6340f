import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from '../helpers/browser.ts';
import { consoleSuite, menuEntryLabel, type newContext, SCREENS, signedInPage, THEME_KEY } from './console-support.ts';

const s = consoleSuite();
const { baseUrl } = s;

const dashboard = async (options: Parameters<typeof newContext>[1] = {}, theme?: 'light' | 'dark') => {
  const page = await signedInPage(await s.open(options), baseUrl, s.token, '/dashboard', theme);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  return page;
};
const width = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Math.round(el.getBoundingClientRect().width));
const sidebarWidth = (page: Page) => width(page, '.RaSidebar-fixed');
const toggleMenu = (page: Page) => page.locator('header').getByRole('button', { name: /menu/i }).click();
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('the shell on a desktop', () => {
  it('has a 60 px header with the toggle, search, theme, notifications and profile buttons', async () => {
    const page = await dashboard();
    const header = page.locator('header').first();
    expect(Math.round((await header.boundingBox())!.height)).toBe(60);
    await header.getByPlaceholder('Search...').waitFor();
    for (const name of [/menu/i, 'Switch to dark theme', 'Notifications', 'Profile']) {
      expect(await header.getByRole('button', { name }).count(), String(name)).toBe(1);
    }
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('header')!).position)).toBe('fixed');
  });

  it('lists the menu in its fixed order and collapses the sidebar from 240 to 70 px', async () => {
    const page = await dashboard();
    const entries = await page.locator('.RaSidebar-fixed [role="menuitem"]').allInnerTexts();
    expect(entries.map(menuEntryLabel)).toEqual([...SCREENS.map(([, heading]) => heading), 'Logout']);
    expect(await sidebarWidth(page)).toBe(240);
    await toggleMenu(page);
    await expect.poll(() => sidebarWidth(page)).toBe(70);
    await toggleMenu(page);
    await expect.poll(() => sidebarWidth(page)).toBe(240);
  });

  it('switches between light and dark, and keeps the choice under vite-ui-theme', async () => {
    const page = await dashboard({ theme: 'light' });
    const light = await background(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
    const dark = await background(page);
    expect(dark).not.toBe(light);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await background(page)).toBe(dark);
  });

  it('follows the operating system while the choice is "system" (the default)', async () => {
    const page = await dashboard({ theme: 'dark' });
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  });
});

describe('the shell on a phone', () => {
  it('starts collapsed, slides the sidebar in over a backdrop, and a mousedown outside closes it', async () => {
    const page = await dashboard(PHONE);
    const drawer = page.locator('.MuiDrawer-modal');
    expect(await drawer.count()).toBe(0);
    await toggleMenu(page);
    await drawer.locator('.MuiBackdrop-root').waitFor();
    expect(await width(page, '.MuiDrawer-modal .MuiDrawer-paper')).toBeGreaterThanOrEqual(240);
    await page.mouse.move(PHONE.width - 20, PHONE.height / 2);
    await page.mouse.down();
    await drawer.waitFor({ state: 'hidden' });
    await page.mouse.up();
  });

  it('starts collapsed even after a desktop session left the sidebar open', async () => {
    const page = await dashboard();
    expect(await sidebarWidth(page)).toBe(240);
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.locator('.MuiDrawer-modal').count()).toBe(0);
  });
});
