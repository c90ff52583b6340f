import { addDays } from 'date-fns';
import { dayOf } from '@/admin/dateRanges.ts';

export interface WorkWaitingItem {
  /** Its words: `app.work.<id>.*`. */
  id: 'pending_reviews' | 'flagged_reviews' | 'pending_approvals' | 'failed_today' | 'expiring_coupons';
  resource: string;
  /** The list's filter, as its URL and the data provider take it (days are the browser's). */
  filter(now: Date): Record<string, string>;
  /** The list's order; the first row of a rising order is the oldest. */
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Say how long the oldest row has waited. */
  age?: boolean;
  /** Listed by the header's bell too. */
  inBell?: boolean;
  /** Rows another item already counts: the bell's badge does not add them twice. */
  within?: WorkWaitingItem['id'];
  /** Shown only where the server pages the list: it filters by a field only this project's server has. */
  pagedOnly?: boolean;
}

/** What needs someone: each a count of a filtered list, and a link to that list. */
export const WORK_WAITING: readonly WorkWaitingItem[] = [
  { id: 'pending_reviews', resource: 'tasksLog', filter: () => ({ status: 'pending' }), sort: { field: 'createdAt', order: 'ASC' }, age: true, inBell: true },
  {
    id: 'flagged_reviews',
    resource: 'tasksLog',
    filter: () => ({ status: 'pending', flagged: 'true' }),
    sort: { field: 'createdAt', order: 'ASC' },
    age: true,
    inBell: true,
    within: 'pending_reviews',
    pagedOnly: true,
  },
  {
    id: 'pending_approvals',
    resource: 'approvals',
    filter: () => ({ status: 'pending' }),
    sort: { field: 'createdAt', order: 'ASC' },
    age: true,
    inBell: true,
  },
  {
    id: 'failed_today',
    resource: 'transactions',
    filter: (now) => ({ status: 'failed', createdAt_gte: dayOf(now), createdAt_lte: dayOf(now) }),
    sort: { field: 'createdAt', order: 'DESC' },
    inBell: true,
  },
  {
    id: 'expiring_coupons',
    resource: 'coupon',
    // This week: today and the six days after it; only coupons still active matter.
    filter: (now) => ({ isActive: 'true', expiryDate_gte: dayOf(now), expiryDate_lte: dayOf(addDays(now, 6)) }),
    sort: { field: 'expiryDate', order: 'ASC' },
  },
];

/** The list's address with the item's filter and order, as react-admin keeps them in the URL. */
export const listSearch = (item: WorkWaitingItem, now: Date) =>
  `?${new URLSearchParams({ filter: JSON.stringify(item.filter(now)), sort: item.sort.field, order: item.sort.order })}`;
