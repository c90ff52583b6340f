import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useCan } from '@/authProvider/useCan.ts';
import { Button, Confirm, useDeleteController, useGetRecordRepresentation, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { recordChangedIn, type ChangedRecord } from './versions/recordChanges.ts';
import { useChangedByText } from './versions/useChangedByText.ts';

/**
 * Delete, after "Are you sure?" / "Delete package “Premium”." / "This action cannot be undone!" /
 * "Yes, delete it!".
 * Pessimistic: the row goes once the server said so, never before (a refused delete leaves it).
 * A record changed since it was listed is not deleted unseen: the dialog says who changed it and asks again.
 */
export function DeleteConfirmButton() {
  const listed = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  // The record changed since it was listed: the dialog asks again, showing who changed it, and a second yes deletes it as it is now.
  const [changed, setChanged] = useState<ChangedRecord>();
  const record = changed?.current ?? listed;
  const close = () => {
    setOpen(false);
    setChanged(undefined);
  };
  const { handleDelete, isPending } = useDeleteController({
    record,
    resource,
    mutationMode: 'pessimistic',
    redirect: false,
    mutationOptions: {
      onSettled: (_data: unknown, error: unknown) => {
        if (!error) close();
      },
      onError: (error: unknown) => {
        const found = listed && recordChangedIn(error, listed.id);
        if (found) return setChanged(found);
        close();
        notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
      },
    },
  });
  const changedBy = useChangedByText(resource ?? '');
  const allowed = useCan('delete');
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  if (!record || !allowed) return null;
  const one = translate(`resources.${resource}.name`, { smart_count: 1 });
  // Which record, then the spec's words: "Delete package “Premium”." / "This action cannot be undone!"
  const content = (
    <>
      <strong>{translate('app.delete.what', { name_lower: one.toLowerCase(), record: String(represent(record)) })}</strong>
      <br />
      {changed ? (
        <span role="alert">
          {changedBy(changed)} {translate('app.record_changed.delete_again')}
        </span>
      ) : (
        translate('app.delete.content')
      )}
    </>
  );
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.delete.title"
        content={content}
        confirm="app.delete.confirm"
        confirmColor="warning"
        onConfirm={handleDelete}
        onClose={close}
      />
    </>
  );
}
