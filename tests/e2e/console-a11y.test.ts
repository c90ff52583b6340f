import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, seriousA11yViolations } from '../helpers/browser.ts';
import { api, consoleSuite, SCREENS, settled, signedInPage, type Theme } from './console-support.ts';
import { listPage } from './pages/list-page.ts';
import { a11yRulesFor } from './screen-checks.ts';

const s = consoleSuite();
const { baseUrl } = s;

/** A little of everything, so each screen has rows to check. */
async function seedScreens() {
  const pkg = await api<{ data: { _id: string } }>(baseUrl, s.token, 'POST', '/packages/', { name: 'A11y Gold', price: 2500, referalpoint: 5 });
  const platform = await api<{ data: { _id: string } }>(baseUrl, s.token, 'POST', '/social-platform/', { name: 'A11y Platform' });
  const engagement = await api<{ data: { _id: string } }>(baseUrl, s.token, 'POST', '/engagement-types/', { name: 'A11y Like' });
  await api(baseUrl, s.token, 'POST', '/tasks/', {
    title: 'Like our page',
    image: 'https://example.com/image.png',
    socialPlatform: platform.data._id,
    engagementType: [engagement.data._id],
    description: 'Like the page and upload a screenshot.',
    taskLink: 'https://example.com/page',
    taskPrice: 150,
  });
  await api(baseUrl, s.token, 'POST', '/coupon/', { code: 'A11Y-0001', expiryDate: '2030-01-31', isActive: true, packageId: pkg.data._id });
}

beforeAll(seedScreens);

/** Every screen: [name for the screenshot, path, how to know it is ready, an action opening a dialog]. */
const screens: [string, string, (page: Page) => Promise<unknown>][] = [
  ['dashboard', '/dashboard', (page) => page.getByRole('region', { name: 'Recent Users' }).locator('table, li').first().waitFor()],
  // Ten rows are built like fifty and take axe a fifth of the time.
  ...SCREENS.slice(1).map(([segment]): [string, string, (page: Page) => Promise<unknown>] => [
    segment,
    `/dashboard/${segment}?perPage=10`,
    (page) => listPage(page, segment).ready(),
  ]),
  ['packages-add', '/dashboard/packages/create', (page) => page.getByRole('dialog', { name: 'Add Package' }).getByLabel('Name').waitFor()],
  [
    'packages-delete',
    '/dashboard/packages',
    async (page) => {
      const list = await listPage(page, 'packages').ready();
      await list.askDelete(list.rows.first().or(list.cards.first()));
    },
  ],
];

describe.each(['light', 'dark'] as Theme[])('in the %s theme', (theme) => {
  it('the login page has no serious or critical accessibility violations', async () => {
    const page = await (await s.open({ theme })).newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await seriousA11yViolations(page, a11yRulesFor(theme))).toEqual([]);
    await screenshot(page, `console-login-${theme}`);
  });

  it.each(screens)('%s has no serious or critical accessibility violations', async (name, path, ready) => {
    const page = await signedInPage(await s.open({ theme }), baseUrl, s.token, path, theme);
    await ready(page);
    await settled(page);
    expect(await seriousA11yViolations(page, a11yRulesFor(theme))).toEqual([]);
    await screenshot(page, `console-${name}-${theme}`);
  });
});
