import { booleanFilter } from './boolean-filter.ts';
import { COUPON_CODE, COUPON_CODE_MESSAGE } from './coupon-code.ts';
import { defineEntity } from './define-entity.ts';

/**
 * Coupons are keyed by their code, also in the paths (`/coupon/{code}`). The screen (CouponList)
 * adds the status toggle, the details dialog, bulk create and the CSV export. Icon: MUI LocalOffer.
 */
export default defineEntity({
  name: 'coupon',
  icon: 'm21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M5.5 7C4.67 7 4 6.33 4 5.5S4.67 4 5.5 4 7 4.67 7 5.5 6.33 7 5.5 7',
  table: 'coupons',
  idField: 'code',
  recordRepresentation: 'code',
  api: {
    list: '/coupon/',
    create: '/coupon/',
    update: '/coupon/:id',
    delete: '/coupon/:id',
    export: { path: '/coupon/export/export', file: 'coupons-export' },
    // The package column has no server sort (it would order by a joined name).
    paging: {
      sorts: { code: 'code', isActive: 'isActive', expiryDate: 'expiryDate', createdAt: 'createdAt' },
      filters: { expiryDate_gte: { param: 'expiresFrom', day: 'start' }, expiryDate_lte: { param: 'expiresTo', day: 'end' } },
    },
  },
  list: {
    columns: ['code', 'packageId', 'isActive', 'expiryDate', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    filters: [
      { source: 'q', kind: 'search' },
      booleanFilter('isActive', 'app.badge.active', 'app.badge.inactive'),
      { source: 'expiryDate_gte', kind: 'day', bound: 'start' },
      { source: 'expiryDate_lte', kind: 'day', bound: 'end' },
    ],
    actions: ['edit', 'delete'],
    search: ['code'],
    // On a phone the expiry matters as much as the package: both under the code, the status at the right.
    card: { primary: 'code', secondary: ['packageId', 'expiryDate'], tertiary: 'isActive' },
  },
  form: { inputs: ['code', 'packageId', 'expiryDate', 'isActive'], readOnlyOnEdit: ['code'], defaults: { isActive: true } },
  fields: {
    code: { kind: 'text', required: true, maxLength: 64, unique: 'ignoreCase', pattern: { value: COUPON_CODE, message: COUPON_CODE_MESSAGE } },
    packageId: {
      kind: 'reference',
      reference: 'packages',
      display: 'name',
      required: true,
      requiredMessage: 'resources.coupon.validation.package',
      filterable: true,
    },
    isActive: { kind: 'activeBadge', expiresWith: 'expiryDate' },
    expiryDate: { kind: 'date', required: true, notPast: true },
    createdAt: { kind: 'date' },
  },
});
