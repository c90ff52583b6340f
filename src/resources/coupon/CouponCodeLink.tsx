import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext } from 'react-admin';
import type { CellProps } from '@/admin/cells.tsx';

/** The code as a link to the Coupon Details dialog, so keyboard users reach it as a row click does. */
export function CouponCodeLink({ source }: CellProps) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'coupon', id: record.id, type: 'show' })}
      onClick={(event) => event.stopPropagation()}
      underline="hover"
      color="inherit"
    >
      {String(record[source] ?? '')}
    </Link>
  );
}
