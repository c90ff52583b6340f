import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useCan } from '@/authProvider/useCan.ts';
import { Button, Confirm, useDeleteController, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'react-admin';

/**
 * Delete, after "Are you sure?" / "Delete package “Premium”." / "This action cannot be undone!" /
 * "Yes, delete it!".
 * Pessimistic: the row goes once the server said so, never before (a refused delete leaves it).
 */
export function DeleteConfirmButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const { handleDelete, isPending } = useDeleteController({
    record,
    resource,
    mutationMode: 'pessimistic',
    redirect: false,
    mutationOptions: { onSettled: () => setOpen(false) },
  });
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
      {translate('app.delete.content')}
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
        onClose={() => setOpen(false)}
      />
    </>
  );
}
