import AddToPhotosIcon from '@mui/icons-material/AddToPhotos';
import { Dialog, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { newIdempotencyKey } from '@/dataProvider/idempotencyKey.ts';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { bulkLabels, createdCount, toBulkRequest } from './bulkRequest.ts';
import { CouponBulkForm } from './CouponBulkForm.tsx';

const TITLE_ID = 'coupon-bulk-title';

/**
 * Bulk Create: quantity, package, code prefix and expiry in a modal; success says
 * "Successfully created {n} coupons" ("1 coupon" for one), closes and reloads the list. Each submit carries its own
 * Idempotency-Key, so a retried request cannot create the batch twice.
 */
export function CouponBulkCreate() {
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (body: ReturnType<typeof toBulkRequest>) =>
      dataProvider.request('/coupon/bulk-create', {
        method: 'POST',
        body,
        idempotencyKey: newIdempotencyKey(),
        labels: bulkLabels,
        fallback: 'resources.coupon.errors.bulk',
      }),
    onSuccess: ({ json }, body) => {
      notify('resources.coupon.notifications.bulk_created', { type: 'success', messageArgs: { smart_count: createdCount(json, body.quantity) } });
      setOpen(false);
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const close = () => !isPending && setOpen(false);
  return (
    <>
      <Button label="resources.coupon.actions.bulk" variant="outlined" onClick={() => setOpen(true)}>
        <AddToPhotosIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={TITLE_ID}>
        <DialogTitle id={TITLE_ID}>{translate('resources.coupon.bulk.title')}</DialogTitle>
        <CouponBulkForm saving={isPending} onSubmit={(values) => mutateAsync(toBulkRequest(values)).catch(() => undefined)} onCancel={close} />
      </Dialog>
    </>
  );
}
