import { type Theme, useMediaQuery } from '@mui/material';
import { useAllowedRowActions, useCan } from '@/authProvider/useCan.ts';
import { CardList } from '@/admin/CardList.tsx';
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
    <SchemaList schema={schema} headerActions={canBulk && <CouponBulkCreate />} phoneCards>
      <CouponTable />
      <CouponDetailsDialog />
    </SchemaList>
  );
}

/** The table, or on a phone the cards: the code opens the details, the status switches, Edit and Delete under each. */
function CouponTable() {
  const columns = useListColumns(schema, cells);
  const allowed = useAllowedRowActions(schema);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <CardList schema={allowed} cells={cells} />;
  return (
    <SchemaTable schema={schema} rowClick="show">
      {columns}
    </SchemaTable>
  );
}
