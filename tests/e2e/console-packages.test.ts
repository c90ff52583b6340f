import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import packages from '../../entities/packages.ts';
import { textBounds } from '../../entities/text-bounds.ts';
import { api, consoleSuite, gate } from './console-support.ts';
import { openList } from './pages/list-page.ts';

const s = consoleSuite();
const { baseUrl } = s;
const BULK = 60;

beforeAll(async () => {
  for (let i = 1; i <= BULK; i++) {
    await api(baseUrl, s.token, 'POST', '/packages/', { name: `Bulk ${String(i).padStart(2, '0')}`, price: i * 1000 + 0.5, referalpoint: i });
  }
});
beforeEach(async () => {
  await s.open();
});

describe('a package through the modal', () => {
  it('is added, edited and, after the confirmation, deleted', async () => {
    const list = await openList(s, 'packages');
    const add = await list.add();
    await add.getByLabel('Name').fill('Diamond E2E');
    await add.getByLabel('Price').fill('1234.5');
    await add.getByLabel('Referral Points').fill('12');
    await add.getByRole('button', { name: 'Save' }).click();
    await list.notice('created').waitFor();
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => list.row('Diamond E2E').locator('td').allInnerTexts()).toContain('₦1,234.50');

    const edit = await list.edit('Diamond E2E');
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('Diamond E2E');
    expect(await edit.getByLabel('Price').inputValue()).toBe('1234.5');
    await edit.getByLabel('Name').fill('Emerald E2E');
    await edit.getByRole('button', { name: 'Save' }).click();
    await list.notice('updated').waitFor();
    await list.row('Emerald E2E').waitFor();

    const confirm = await list.askDelete('Emerald E2E');
    await confirm.getByText('This action cannot be undone!').waitFor();
    await list.cancelDelete();
    expect(await list.row('Emerald E2E').count()).toBe(1);

    await list.delete('Emerald E2E');
    const stored = await api<{ data: { name: string }[] }>(baseUrl, s.token, 'GET', '/packages/');
    expect(stored.data.map((p) => p.name)).not.toContain('Emerald E2E');
  });

  it('disables the inputs while saving and keeps them after a failed save', async () => {
    const list = await openList(s, 'packages');
    const { page } = list;
    // The real request is held until the saving state has been seen; then it goes out with a name
    // longer than the form lets through, which the server refuses.
    const seen = gate();
    const tooLong = 'x'.repeat(textBounds(packages.fields.name)[1] + 1);
    await page.route('**/api/packages/', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await seen.passed;
      await route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), name: tooLong }) });
    });
    const add = await list.add();
    await add.getByLabel('Name').fill('Refused E2E');
    await add.getByLabel('Price').fill('10');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.getByLabel('Name').isDisabled()).toBe(true);
    expect(await add.getByLabel('Price').isDisabled()).toBe(true);
    seen.open();
    await page.locator('.Toastify__toast--error').waitFor();
    await expect.poll(() => add.getByLabel('Name').isDisabled()).toBe(false);
    expect(await add.getByLabel('Name').inputValue()).toBe('Refused E2E');
    expect(await add.getByLabel('Price').inputValue()).toBe('10');
  });
});

describe('the packages table', () => {
  it('pages by 50 with 10/25/50/100/200 per page, numbering rows across pages, from one request', async () => {
    let fetches = 0;
    s.context!.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/packages/') fetches++;
    });
    const list = await openList(s, 'packages');
    const total = (await api<{ data: unknown[] }>(baseUrl, s.token, 'GET', '/packages/')).data.length;
    expect(await list.range()).toBe(`1-50 of ${total}`);
    expect((await list.column('#')).slice(0, 2)).toEqual(['1', '2']);
    await list.nextPage();
    await expect.poll(() => list.range()).toBe(`51-${total} of ${total}`);
    // The numbers come with the new page's rows (while it loads, the old rows show none).
    await expect.poll(async () => (await list.column('#'))[0]).toBe('51');

    expect(await list.perPage(10)).toEqual(['10', '25', '50', '100', '200']);
    await expect.poll(() => list.range()).toBe(`1-10 of ${total}`);
    expect(fetches).toBe(1);
  });

  it('sorts by a column, toggling the direction and going back to page 1', async () => {
    const list = await openList(s, 'packages');
    await list.nextPage();
    await expect.poll(() => list.range()).toMatch(/^51-/);
    await list.sortBy('Price');
    await expect.poll(() => list.range()).toMatch(/^1-50 /);
    const prices = async () => (await list.column('Price')).map((text) => Number(text.replace(/[₦,]/g, '')));
    await expect.poll(async () => (await prices())[0]).toBe(1000.5);
    const ascending = await prices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await list.sortBy('Price');
    await expect.poll(async () => (await prices())[0]).toBe(BULK * 1000 + 0.5);
  });

  it('shows naira amounts right-aligned in striped rows at least 48 px high with 14 px text', async () => {
    const { page, rows } = await openList(s, 'packages');
    const price = rows.first().locator('td').nth(2);
    expect(await price.innerText()).toMatch(/^₦\d{1,3}(,\d{3})*\.\d{2}$/);
    const styles = await page.evaluate(() => {
      const rows = Array.from(document.querySelectorAll('tbody tr')).slice(0, 2);
      const cell = rows[0].querySelectorAll('td')[2];
      return {
        heights: rows.map((r) => r.getBoundingClientRect().height),
        backgrounds: rows.map((r) => getComputedStyle(r).backgroundColor),
        align: getComputedStyle(cell).textAlign,
        fontSize: getComputedStyle(cell).fontSize,
      };
    });
    expect(Math.min(...styles.heights)).toBeGreaterThanOrEqual(48);
    expect(styles.backgrounds[0]).not.toBe(styles.backgrounds[1]);
    expect(styles.align).toBe('right');
    expect(styles.fontSize).toBe('14px');
  });
});
