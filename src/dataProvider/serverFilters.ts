import type { PagingDeclaration } from '@entities/types.ts';
import { dayBound } from './dayBounds.ts';

/** The filters in the paging extension's names and formats (dates as instants); empty ones left out. */
export function serverFilters(paging: PagingDeclaration, filter: Record<string, unknown> = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const [source, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '' || typeof value === 'object') continue;
    const target = paging.filters?.[source] ?? source;
    if (typeof target === 'string') query.set(target, String(value));
    else {
      const instant = dayBound(String(value), target.day);
      if (instant) query.set(target.param, instant.toISOString());
    }
  }
  return query;
}
