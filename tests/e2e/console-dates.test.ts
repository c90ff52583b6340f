import { endOfMonth, format, startOfMonth, subDays, subMonths } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSuite } from './console-support.ts';
import { openList, urlFilter } from './pages/list-page.ts';

/** Date filters an operations lead can use quickly: shortcuts, and typing a date without losing the year. */
const s = consoleSuite();
const day = (date: Date) => format(date, 'yyyy-MM-dd');

describe('date filters (1280 px)', () => {
  beforeEach(async () => {
    await s.open();
  });

  it('Today, Last 7 days, This month and Last month fill both ends of the range', async () => {
    const list = await openList(s, 'transactions');
    const { page } = list;
    const now = new Date();
    const expected: Record<string, [string, string]> = {
      Today: [day(now), day(now)],
      'Last 7 days': [day(subDays(now, 6)), day(now)],
      'This month': [day(startOfMonth(now)), day(now)],
      'Last month': [day(startOfMonth(subMonths(now, 1))), day(endOfMonth(subMonths(now, 1)))],
    };
    for (const [label, [first, last]] of Object.entries(expected)) {
      await page.getByRole('button', { name: label }).click();
      await expect.poll(() => list.urlFilter()).toMatchObject({ createdAt_gte: first, createdAt_lte: last });
      await expect.poll(() => page.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.getByLabel(/^From/).inputValue()).toBe(first);
    }
  });

  it('a date typed digit by digit keeps its year, and the years on the way filter nothing', async () => {
    const list = await openList(s, 'transactions');
    const { page } = list;
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/admin/transactions') && asked.push(String(urlFilter(r.url()).from ?? '')));
    const from = page.getByLabel(/^From/);
    await from.focus();
    // The browser's date field in English (US) order: month, day, year; slower than the filter's
    // debounce, so each partial year (0002, 0020, 0202) reaches the filter.
    await page.keyboard.type('03152025', { delay: 700 });
    await expect.poll(() => list.urlFilter().createdAt_gte, { timeout: 10_000 }).toBe('2025-03-15');
    expect(await from.inputValue()).toBe('2025-03-15');
    // The start of 15 March in the browser's zone, as an instant (14 or 15 March in UTC).
    await expect.poll(() => asked.some((bound) => bound.startsWith('2025-03-1'))).toBe(true);
    expect(asked.filter((bound) => bound && !bound.startsWith('2025-03-1'))).toEqual([]);
    expect(await page.getByRole('alert').filter({ hasText: 'Could not load' }).count()).toBe(0);
  });
});
