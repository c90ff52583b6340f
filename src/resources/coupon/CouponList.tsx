import { useCan } from '@/authProvider/useCan.ts';
import { useListColumns } from '@/admin/useListColumns.ts';
import { SchemaList } from '@/admin/SchemaList.tsx';
import { SchemaTable } from '@/admin/SchemaTable.tsx';
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
  return (
    <SchemaList schema={schema} headerActions={canBulk && <CouponBulkCreate />}>
      <CouponTable />
      <CouponDetailsDialog />
    </SchemaList>
  );
}

function CouponTable() {
  return (
    <SchemaTable schema={schema} rowClick="show">
      {useListColumns(schema, cells)}
    </SchemaTable>
  );
}
