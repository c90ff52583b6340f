import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readLanguageFolders } from '../../server/i18n/message-folders.ts';
import { valueAt } from '../../src/i18n/catalogue/tree.ts';
import { DESKTOP, PHONE } from '../helpers/browser.ts';
import { consoleSuite, signedInPage } from './console-support.ts';

/** Nigerian Pidgin ships part-translated: what it has shows in Pidgin, the rest in English, never a key. */
const s = consoleSuite();
const pidgin = (file: string, key: string) => String(valueAt(JSON.parse(readFileSync(`src/i18n/pcm/${file}`, 'utf8')), key));
const english = (file: string, key: string) => String(valueAt(JSON.parse(readFileSync(`src/i18n/en/${file}`, 'utf8')), key));
/** The languages the landing page offers, each by its own name: English first, then by folder. */
const offered = [...readLanguageFolders().values()]
  .filter((folder) => folder.files.has('landing.json') && !folder.language.pseudo)
  .map((folder) => folder.language.name);

/** Visible texts shaped like a message key (`resources.tasksLog.name`): a text the catalogue lacked. */
const rawKeys = (page: Page) => page.evaluate(() => [...document.body.innerText.matchAll(/\b(?:ra|app|resources|server)\.[\w.]+\b/g)].map((m) => m[0]));

describe('the console in a partly translated language', () => {
  it('opens in the language the address asks for, shows its texts and English for the rest, never a key', async () => {
    const page = await signedInPage(await s.open(), s.baseUrl, s.token, '/dashboard/coupon?lang=pcm');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pcm');
    await page.getByRole('menuitem', { name: pidgin('activity.json', 'resources.tasksLog.menu') }).waitFor();
    // Pidgin has no words yet for the bulk create form's rules: they show in English.
    expect(pidgin('catalog.json', 'resources.coupon.validation.code_characters')).toBe('undefined');
    await page.getByRole('button', { name: pidgin('catalog.json', 'resources.coupon.actions.bulk') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: pidgin('catalog.json', 'resources.coupon.bulk.title') }).waitFor();
    await dialog.getByLabel(pidgin('catalog.json', 'resources.coupon.bulk.fields.codePrefix')).fill('a b');
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText(english('catalog.json', 'resources.coupon.validation.code_characters')).first().waitFor();
    expect(await rawKeys(page)).toEqual([]);
  });

  it('writes numbers and dates in the first of its formats the browser has (Nigerian English without Pidgin data)', async () => {
    const page = await signedInPage(await s.open(), s.baseUrl, s.token, '/dashboard/packages?lang=pcm');
    const cells = page.locator('tbody tr td');
    await cells.first().waitFor();
    const expected = await page.evaluate(() => {
      const naira = new Intl.NumberFormat(['pcm-NG', 'en-NG'], {
        style: 'currency',
        currency: 'NGN',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
      });
      return naira.format(0).replace(/0.00/, '');
    });
    await expect.poll(() => cells.allInnerTexts()).toContainEqual(expect.stringContaining(expected.trim()));
  });
});

describe('the landing page’s language menu', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('on a %s: one bar whatever the number of languages, every language in its own name, Escape and a click elsewhere close it', async (_, viewport) => {
    const page = await (await s.open(viewport)).newPage();
    await page.goto(`${s.baseUrl}/pcm/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pcm');
    expect((await page.locator('.lp-header').boundingBox())!.height).toBeLessThan(80);
    const button = page.locator('summary.lp-language-button');
    await expect.poll(() => button.evaluate((el) => el.textContent)).toMatch(viewport === PHONE ? /PCM/ : /Naijá/);
    // Its accessible name holds the text it shows (WCAG 2.5.3; an axe rule it runs only when asked).
    const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    await button.click();
    const languages = page.locator('.lp-language-list a');
    expect(await languages.allInnerTexts()).toEqual(offered);
    expect(await page.locator('.lp-language-list a[aria-current="page"]').innerText()).toBe('Naijá');
    await page.keyboard.press('Escape');
    await expect.poll(() => languages.first().isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await button.click();
    await page.locator('h1').click();
    await expect.poll(() => languages.first().isVisible()).toBe(false);
    await button.click();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/\/fr\/$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  });
});
