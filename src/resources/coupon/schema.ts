import { booleanFilter } from '@/admin/booleanFilter.ts';
import type { ResourceSchema } from '@/admin/schemaTypes.ts';
import { COUPON_CODE, COUPON_CODE_MESSAGE } from './codeRule.ts';

/**
 * Coupons are keyed by their code, also in the paths (`/coupon/{code}`). The screen (CouponList)
 * adds the status toggle, the details dialog, bulk create and the CSV export.
 */
export default {
  name: 'coupon',
  icon: 'coupon',
  idField: 'code',
  recordRepresentation: 'code',
  api: {
    list: '/coupon/',
    create: '/coupon/',
    update: '/coupon/:id',
    delete: '/coupon/:id',
    // The package column has no server sort (it would order by a joined name).
    paging: { sorts: { code: 'code', isActive: 'isActive', expiryDate: 'expiryDate', createdAt: 'createdAt' } },
  },
  list: {
    columns: ['code', 'packageId', 'isActive', 'expiryDate', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    filters: [
      { source: 'q', kind: 'search' },
      booleanFilter('isActive', 'app.badge.active', 'app.badge.inactive'),
    ],
    actions: ['edit', 'delete'],
  },
  form: { inputs: ['code', 'packageId', 'expiryDate', 'isActive'], readOnlyOnEdit: ['code'], defaults: { isActive: true } },
  fields: {
    code: { kind: 'text', required: true, pattern: { value: COUPON_CODE, message: COUPON_CODE_MESSAGE } },
    packageId: { kind: 'reference', reference: 'packages', display: 'name', required: true, requiredMessage: 'resources.coupon.validation.package' },
    isActive: { kind: 'activeBadge' },
    expiryDate: { kind: 'date', required: true },
    createdAt: { kind: 'date' },
  },
} satisfies ResourceSchema;
