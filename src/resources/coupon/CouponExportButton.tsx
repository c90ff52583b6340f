import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, downloadCSV, useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';

export const EXPORT_PATH = '/coupon/export/export';
export const EXPORT_FILE = 'coupons-export';
const BOM = '\uFEFF';

/**
 * Export CSV (spec §7): the server's CSV of every coupon, saved as coupons-export.csv, then
 * "Coupons exported successfully". The byte-order mark the server sent (lost when the body is
 * read as text) is put back so spreadsheets read ₦ right.
 */
export function CouponExportButton() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.request(EXPORT_PATH, { fallback: 'resources.coupon.errors.export' }),
    onSuccess: ({ body }) => {
      downloadCSV(body.startsWith(BOM) ? body : BOM + body, EXPORT_FILE);
      notify('resources.coupon.notifications.exported', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Button label="resources.coupon.actions.export" variant="outlined" disabled={isPending} onClick={() => mutate()}>
      <DownloadIcon />
    </Button>
  );
}
