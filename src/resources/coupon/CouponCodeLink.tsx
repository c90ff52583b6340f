import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext } from 'react-admin';
import type { CellProps } from '@/admin/cells.tsx';
import { CELL_TEXT } from '@/admin/cellText.ts';

/** The code as a link to the Coupon Details dialog, so keyboard users reach it as a row click does; on one line, as every text cell. */
export function CouponCodeLink({ source }: CellProps) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const code = String(record[source] ?? '');
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'coupon', id: record.id, type: 'show' })}
      onClick={(event) => event.stopPropagation()}
      underline="hover"
      color="inherit"
      title={code}
      className={CELL_TEXT.oneLine}
    >
      {code}
    </Link>
  );
}
