import { Dialog, DialogTitle } from '@mui/material';
import { matchPath, useLocation } from 'react-router-dom';
import { CreateBase, useBasename, useNotify, useRedirect, useTranslate } from 'react-admin';
import { EditDialogBody } from './EditDialogBody.tsx';
import { SchemaForm } from './SchemaForm.tsx';
import type { EntityDeclaration } from '@entities/types.ts';

/**
 * Add and edit in a modal over the list (the list stays mounted behind it): `/<name>/create` opens the add
 * form, `/<name>/:id` the edit form (with the record's History beside it); both save pessimistically, close on success and stay open
 * with the input kept on failure.
 */
export function SchemaFormDialog({ schema, onCreated }: { schema: EntityDeclaration; onCreated?(record: Record<string, unknown>): void }) {
  const { pathname } = useLocation();
  const basename = useBasename();
  const redirect = useRedirect();
  const translate = useTranslate();
  const create = matchPath(`${basename}/${schema.name}/create`, pathname);
  const edit = create ? null : matchPath(`${basename}/${schema.name}/:id`, pathname);
  const notify = useNotify();
  /** What react-admin does after a create, for a screen that also hears of it. */
  const created = () => {
    notify(`resources.${schema.name}.notifications.created`, { type: 'info', messageArgs: { smart_count: 1 } });
    close();
  };
  const close = () => redirect('list', schema.name, undefined, undefined, { _scrollToTop: false });
  const one = translate(`resources.${schema.name}.name`, { smart_count: 1 });
  const titleId = `${schema.name}-form-title`;

  return (
    <>
      <Dialog open={!!create} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.form.add_title', { name: one })}</DialogTitle>
        {create && (
          <CreateBase
            resource={schema.name}
            redirect="list"
            mutationOptions={onCreated && { onSuccess: (record: Record<string, unknown>) => (created(), onCreated(record)) }}
          >
            <SchemaForm schema={schema} mode="create" onCancel={close} />
          </CreateBase>
        )}
      </Dialog>
      <Dialog open={!!edit} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.form.edit_title', { name: one })}</DialogTitle>
        {edit && <EditDialogBody schema={schema} id={decodeURIComponent(edit.params.id ?? '')} onClose={close} />}
      </Dialog>
    </>
  );
}
