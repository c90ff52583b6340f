import { DataTable } from 'react-admin';
import { useAllowedRowActions, useCan } from '@/authProvider/useCan.ts';
import { tableSx } from '@/admin/listStyles.ts';
import { schemaColumns } from '@/admin/schemaColumns.tsx';
import { SchemaList } from '@/admin/SchemaList.tsx';
import { CouponBulkCreate } from './CouponBulkCreate.tsx';
import { CouponCodeLink } from './CouponCodeLink.tsx';
import { CouponDetailsDialog } from './CouponDetailsDialog.tsx';
import { CouponStatusToggle } from './CouponStatusToggle.tsx';
import schema from '@entities/coupon.ts';

const cells = { code: CouponCodeLink, isActive: CouponStatusToggle };

/**
 * Coupons: Export CSV and Bulk Create beside Add Coupon, a clickable status, and a row
 * click opening the Coupon Details dialog (at `/coupon/<code>/show`, so it can be linked to).
 */
export function CouponList() {
  const canBulk = useCan('bulk', schema.name);
  const columns = schemaColumns(useAllowedRowActions(schema), cells);
  return (
    <SchemaList schema={schema} headerActions={canBulk && <CouponBulkCreate />}>
      <DataTable rowClick="show" bulkActionButtons={false} sx={tableSx}>
        {columns}
      </DataTable>
      <CouponDetailsDialog />
    </SchemaList>
  );
}
