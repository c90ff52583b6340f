import { DataTable } from 'react-admin';
import { tableSx } from '@/admin/listStyles.ts';
import { schemaColumns } from '@/admin/schemaColumns.tsx';
import { SchemaList } from '@/admin/SchemaList.tsx';
import { CouponBulkCreate } from './CouponBulkCreate.tsx';
import { CouponCodeLink } from './CouponCodeLink.tsx';
import { CouponDetailsDialog } from './CouponDetailsDialog.tsx';
import { CouponStatusToggle } from './CouponStatusToggle.tsx';
import schema from '@entities/coupon.ts';

const columns = schemaColumns(schema, { code: CouponCodeLink, isActive: CouponStatusToggle });

/**
 * Coupons: Export CSV and Bulk Create beside Add Coupon, a clickable status, and a row
 * click opening the Coupon Details dialog (at `/coupon/<code>/show`, so it can be linked to).
 */
export function CouponList() {
  return (
    <SchemaList
      schema={schema}
      headerActions={<CouponBulkCreate />}
    >
      <DataTable rowClick="show" bulkActionButtons={false} sx={tableSx}>
        {columns}
      </DataTable>
      <CouponDetailsDialog />
    </SchemaList>
  );
}
