import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE } from '../../scripts/pseudo-locale.ts';
import { PHONE } from '../helpers/browser.ts';
import { api, consoleSuite, E2E_IDENTITY, goInApp, newContext, SCREENS, seedStorage } from './console-support.ts';
import { cutOffTexts, untranslatedTexts } from './untranslated-texts.ts';
import { passwordSignIn } from '../helpers/api-client.ts';
import { realTimeCode } from '../helpers/mfa.ts';

/**
 * Under the generated pseudo-locale every text on screen is bracketed and accented: the crawl signs
 * in under it, visits every screen, dialog, toast, empty and error state, the login page and the
 * landing page, and fails on any visible text, label, placeholder, title or aria-label that did
 * not go through the message files (data values excepted), and on any sideways overflow or
 * cut-off text the longer texts cause.
 */
const s = consoleSuite();
const { baseUrl } = s;

beforeAll(async () => {
  await api(baseUrl, s.token, 'POST', '/banks/', { name: 'Pseudo Bank', code: '901' });
});

async function pseudoPage(path: string, width = 1280) {
  const context = await s.open(width === 1280 ? {} : PHONE);
  const page = await context.newPage();
  await seedStorage(page, baseUrl, { token: s.token, admin: JSON.stringify(E2E_IDENTITY), locale: PSEUDO_LOCALE });
  await page.goto(baseUrl + path);
  return page;
}

/** The texts a view shows that are not pseudo-localised, and how far the page scrolls sideways. */
async function check(page: Page, view: string) {
  const found = await untranslatedTexts(page);
  expect(found, `${view}: texts that skipped the message files`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${view}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await cutOffTexts(page), `${view}: texts 40 % longer than English that their box cuts off`).toEqual([]);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

/** One console per width for the crawl of the screens, kept open: each screen is reached in-app, as from the menu. */
const crawl = new Map<number, Page>();
async function crawlTo(path: string, width: number) {
  const open = crawl.get(width);
  if (!open) {
    const context = await newContext(s.browser, width === 1280 ? {} : PHONE);
    const page = await context.newPage();
    await seedStorage(page, baseUrl, { token: s.token, admin: JSON.stringify(E2E_IDENTITY), locale: PSEUDO_LOCALE });
    await page.goto(baseUrl + path);
    crawl.set(width, page);
    return page;
  }
  const before = await open.getByRole('heading', { level: 1 }).first().innerText();
  await goInApp(open, path);
  await expect.poll(() => open.getByRole('heading', { level: 1 }).first().innerText()).not.toBe(before);
  return open;
}

describe('the console in the pseudo-locale', () => {
  it.each(SCREENS.map(([segment]) => [segment || 'dashboard', `/dashboard/${segment}`] as const))(
    '%s and its toasts show only message-file texts, at 1280 and 375 px',
    async (name, path) => {
      for (const width of [1280, 375]) {
        const page = await crawlTo(path, width);
        await heading(page);
        await page.locator('table, [role="status"], .MuiCard-root').first().waitFor();
        await check(page, `${name} at ${width}`);
      }
    },
  );

  it.each(['packages', 'banks', 'coupon', 'tasks', 'engagement', 'socialPlatform'])(
    'the %s add dialog, its validation and the delete confirmation',
    async (name) => {
      const page = await pseudoPage(`/dashboard/${name}/create`);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Saving is offered once something is typed: a space in the first text box, then the checks speak.
      await dialog.locator('input[type="text"], textarea').first().fill(' ');
      await dialog.locator('button[type="submit"]').click();
      // The form's own check, or the server's refusal (a blank name) as a toast.
      await dialog.locator('.Mui-error').or(page.locator('.Toastify__toast')).first().waitFor();
      await check(page, `${name} add dialog`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const remove = page.locator('tbody tr').first().locator('button').last();
      if (await remove.count()) {
        await remove.click();
        await page.getByRole('dialog').waitFor();
        await check(page, `${name} delete confirmation`);
      }
      await page.close();
    },
  );

  it('an empty search, a failed list and a failed save show only message-file texts', async () => {
    const page = await pseudoPage('/dashboard/banks?filter=%7B%22q%22%3A%22zzzzzz%22%7D');
    await page.locator('tbody tr, p, h1').first().waitFor();
    await check(page, 'empty search');
    await page.route('**/api/banks**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    await page.locator('.Toastify__toast').first().waitFor();
    await check(page, 'failed list');
    await page.close();
  });

  it('the header menus (language, profile) and the signed-out login page', async () => {
    const page = await pseudoPage('/dashboard');
    await heading(page);
    await page.locator('header button[aria-haspopup="menu"]').first().click();
    await page.getByRole('menu').waitFor();
    await check(page, 'language menu');
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${baseUrl}/login`);
    await page.locator('form').waitFor();
    await check(page, 'login');
    await page.close();
  });
});

describe('two-factor sign-in in the pseudo-locale', () => {
  it("the enrol prompt, Security, enrolment, recovery codes, step-up, a member's sessions and the second sign-in step", async () => {
    const email = `pseudo-security-${Date.now()}@example.com`;
    const password = 'pseudo-security-password';
    await api(baseUrl, s.token, 'POST', '/admin/admins', { email, name: 'Pseudo Security', role: 'admin', password });
    const signedIn = await passwordSignIn(baseUrl, { email, password });
    const stored = { token: signedIn.token, admin: JSON.stringify({ ...signedIn.admin, mfa: signedIn.mfa }), locale: PSEUDO_LOCALE };
    for (const width of [375, 1280]) {
      const page = await (await s.open(width === 1280 ? {} : PHONE)).newPage();
      await seedStorage(page, baseUrl, { ...stored, 'mfa-enrol-prompt': '1' });
      await page.goto(`${baseUrl}/dashboard`);
      const prompt = page.getByRole('dialog');
      await prompt.waitFor();
      await check(page, `enrol prompt at ${width}`);
      await prompt.getByRole('button').last().click();
      await heading(page);
      const mfa = page.locator('section[aria-labelledby="mfa-title"]');
      await mfa.getByRole('button').first().click();
      const enrol = page.getByRole('dialog');
      await enrol.locator('svg title').waitFor({ state: 'attached' });
      await check(page, `enrolment at ${width}`);
      if (width === 1280) {
        const keyText = await enrol
          .locator('p')
          .filter({ hasText: /[A-Z2-7]{4} [A-Z2-7]{4}/ })
          .innerText();
        const secret = /((?:[A-Z2-7]{4} ?){8})/.exec(keyText)![1].replace(/ /g, '');
        await enrol.locator('input[name="code"]').fill((await realTimeCode(secret, null)).code);
        await enrol.locator('button[type="submit"]').click();
        await page.locator('ol li').nth(9).waitFor();
        await check(page, 'recovery codes');
        await page.getByRole('dialog').getByRole('button').last().click();
        await page.route('**/api/admin/admins/*', (route) =>
          route.request().method() === 'PUT'
            ? route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"x","code":"auth.step_up_required"}' })
            : route.continue(),
        );
        await page.goto(`${baseUrl}/dashboard/team`);
        await page.getByRole('row').filter({ hasText: E2E_IDENTITY.email }).getByRole('button', { name: /.+/ }).last().click();
        await page.getByRole('menuitem').first().click();
        await page.getByRole('dialog').locator('button').last().click();
        await page.locator('input[name="code"]').waitFor();
        await check(page, 'step-up dialog');
        await page.keyboard.press('Escape');
        await page.getByRole('row').filter({ hasText: 'Pseudo Security' }).getByRole('button', { name: /.+/ }).last().click();
        await page.getByRole('menuitem').last().click();
        await page.getByRole('dialog').getByRole('button').nth(1).waitFor();
        await check(page, 'member sessions');
        await page.evaluate(() => localStorage.removeItem('token'));
        await page.goto(`${baseUrl}/login`);
        await page.locator('input[name="email"]').fill(email);
        await page.locator('input[name="password"]').fill(password);
        await page.locator('button[type="submit"]').click();
        await page.locator('input[name="factor"]').waitFor();
        await check(page, 'second sign-in step');
      }
      await page.close();
    }
  });
});

describe('the landing page in the pseudo-locale', () => {
  it.each([1280, 375])('shows only message-file texts at %d px', async (width) => {
    const page = await pseudoPage(`/${PSEUDO_LOCALE}/`, width);
    await page.locator('h1').waitFor();
    await check(page, `landing at ${width}`);
    await page.close();
  });
});
