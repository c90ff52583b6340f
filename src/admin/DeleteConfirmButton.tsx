import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useCan } from '@/authProvider/useCan.ts';
import { Button, Confirm, useDeleteController, useRecordContext, useResourceContext } from 'react-admin';

/**
 * Delete, after "Are you sure?" / "This action cannot be undone!" / "Yes, delete it!".
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
  if (!record || !allowed) return null;
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.delete.title"
        content="app.delete.content"
        confirm="app.delete.confirm"
        confirmColor="warning"
        onConfirm={handleDelete}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
