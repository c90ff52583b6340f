import { ButtonBase, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Badge } from '@/admin/Badge.tsx';
import { BooleanBadgeCell, type CellProps } from '@/admin/cells.tsx';
import { isPastExpiry } from '@entities/coupon-expiry.ts';
import schema from '@entities/coupon.ts';
import { useCan } from '@/authProvider/useCan.ts';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { resolvePath } from '@/dataProvider/paths.ts';
import { versionOf } from '@/dataProvider/records.ts';

/**
 * The Status cell as a toggle: Active/Inactive, a click sends
 * PATCH /coupon/{code}/status with the other value, says "Coupon activated" / "Coupon deactivated"
 * and reloads the list. The click never opens the row's details.
 */
export function CouponStatusToggle({ source }: CellProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const isActive = record?.[source] === true;
  const version = versionOf(record);
  const { mutate, isPending } = useMutation({
    mutationFn: (next: boolean) =>
      dataProvider.request(resolvePath('/coupon/:id/status', record?.id), {
        method: 'PATCH',
        // The version the list showed: a coupon changed since is refused (409), and the list read again.
        body: { isActive: next, ...(version && { version }) },
        fallback: 'resources.coupon.errors.status',
      }),
    onSuccess: (_, next) => {
      notify(`resources.coupon.notifications.${next ? 'activated' : 'deactivated'}`, { type: 'success' });
      refresh();
    },
    onError: (error: Error) => {
      notify(error.message, { type: 'error' });
      refresh();
    },
  });
  const allowed = useCan('toggle');
  if (!record) return null;
  // An expired coupon says so and is not switched on or off here: its expiry is what to change.
  if (typeof record.expiryDate === 'string' && isPastExpiry(record.expiryDate)) return <BooleanBadgeCell source={source} field={schema.fields.isActive} />;
  const badge = <Badge tone={isActive ? 'success' : 'error'}>{translate(isActive ? 'app.badge.active' : 'app.badge.inactive')}</Badge>;
  if (!allowed) return badge;
  return (
    <Tooltip title={translate(`resources.coupon.status_toggle.${isActive ? 'deactivate' : 'activate'}`)} describeChild>
      <ButtonBase
        aria-pressed={isActive}
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          mutate(!isActive);
        }}
        sx={{ borderRadius: 3, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        {badge}
      </ButtonBase>
    </Tooltip>
  );
}
