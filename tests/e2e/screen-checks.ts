import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, seriousA11yViolations } from '../helpers/browser.ts';
import { type ConsoleSuite, settled, signedInPage, type Theme } from './console-support.ts';

/**
 * The rules a theme is checked against: every rule in the light theme; the dark theme changes only
 * colours, so only the rules colours can break.
 */
export const a11yRulesFor = (theme: Theme) => (theme === 'dark' ? { rules: ['color-contrast', 'link-in-text-block'] } : {});

/** A view to check: [name for the screenshot, path, how to know it is ready (and open a dialog)]. */
export type ScreenView = [name: string, path: string, ready: (page: Page) => Promise<unknown>];

/**
 * axe-core finds nothing serious on each view in the light and dark themes; each is pictured at
 * 1280 px in both themes and at 375 px (screenshots/console-<name>-<light|dark|375>.png), where
 * the page itself must not scroll sideways.
 */
export function describeScreenChecks(s: ConsoleSuite, views: ScreenView[]) {
  describe.each(['light', 'dark'] as Theme[])('in the %s theme', (theme) => {
    it.each(views)('%s has no serious or critical accessibility violations', async (name, path, ready) => {
      const page = await signedInPage(await s.open({ theme }), s.baseUrl, s.token, path, theme);
      await ready(page);
      await settled(page);
      expect(await seriousA11yViolations(page, a11yRulesFor(theme))).toEqual([]);
      await screenshot(page, `console-${name}-${theme}`);
    });
  });

  describe('at 375 px', () => {
    it.each(views)('%s fits the width and is pictured', async (name, path, ready) => {
      const page = await signedInPage(await s.open({ ...PHONE, theme: 'light' }), s.baseUrl, s.token, path, 'light');
      await ready(page);
      await settled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page itself must not scroll sideways (tables scroll in their own box)').toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `console-${name}-375`);
    });
  });
}
