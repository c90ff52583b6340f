import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSuite, signedInPage } from './console-support.ts';
import { openList } from './pages/list-page.ts';

const s = consoleSuite();
beforeEach(async () => {
  await s.open();
});

describe('the language menu', () => {
  it('switches the console to French, formats in French, and remembers the choice after a reload and a sign-out', async () => {
    const { page, rows } = await openList(s, 'packages');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forfaits' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect.poll(() => rows.locator('td').allInnerTexts()).toContainEqual(expect.stringMatching(/^\d{1,3}(\s\d{3})*,\d{2}\s₦$/));

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Forfaits' }).waitFor();
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${s.baseUrl}/login`);
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  });

  it("opens in the browser's language when the console has it", async () => {
    const context = await s.browser.newContext({ locale: 'fr-CI' });
    const page = await signedInPage(context, s.baseUrl, s.token, '/dashboard');
    await page.getByRole('menuitem', { name: 'Tableau de bord' }).waitFor();
    await context.close();
  });
});
