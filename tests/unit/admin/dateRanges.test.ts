import { describe, expect, it } from 'vitest';
import { dayOf, rangeDays } from '@/admin/dateRanges.ts';

describe('date-range shortcuts', () => {
  it("name the browser's day, even a minute either side of midnight", () => {
    expect(dayOf(new Date(2026, 0, 1, 0, 1))).toBe('2026-01-01');
    expect(dayOf(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
    expect(dayOf(new Date(2024, 1, 29, 12))).toBe('2024-02-29');
  });

  it('give the first and last day of each range', () => {
    const now = new Date(2026, 2, 15, 23, 30);
    expect(rangeDays('today', now)).toEqual(['2026-03-15', '2026-03-15']);
    expect(rangeDays('last_7_days', now)).toEqual(['2026-03-09', '2026-03-15']);
    expect(rangeDays('this_month', now)).toEqual(['2026-03-01', '2026-03-15']);
    expect(rangeDays('last_month', now)).toEqual(['2026-02-01', '2026-02-28']);
  });
});
