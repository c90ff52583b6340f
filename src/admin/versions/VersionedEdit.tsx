import { useMemo, useState } from 'react';
import { EditBase, SaveContextProvider, useNotify, useRecordContext, useSaveContext, type RaRecord } from 'react-admin';
import type { EntityDeclaration } from '@entities/types.ts';
import { versionOf } from '@/dataProvider/records.ts';
import { SchemaForm } from '../SchemaForm.tsx';
import { RecordChangedAlert } from './RecordChangedAlert.tsx';
import { isNewer, recordChangedIn, type ChangedRecord } from './recordChanges.ts';
import { useLastChange } from '@/live/liveStore.ts';

/**
 * The edit form of a record, saved from the version it was opened on: a change someone else saved
 * meanwhile is never overwritten silently. The server's 409 `record.changed`, or a newer copy of
 * the record arriving while the dialog is open, shows what changed and keeps what was typed.
 */
export function VersionedEdit({ schema, id, onCancel }: { schema: EntityDeclaration; id: string; onCancel(): void }) {
  const notify = useNotify();
  const [conflict, setConflict] = useState<ChangedRecord>();
  const onError = (error: unknown) => {
    const changed = recordChangedIn(error, id);
    if (changed) setConflict(changed);
    else notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
  };
  return (
    <EditBase resource={schema.name} id={id} mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <PinnedVersionForm schema={schema} conflict={conflict} onResolved={() => setConflict(undefined)} onCancel={onCancel} />
    </EditBase>
  );
}

interface FormProps {
  schema: EntityDeclaration;
  conflict?: ChangedRecord;
  onResolved(): void;
  onCancel(): void;
}

function PinnedVersionForm({ schema, conflict, onResolved, onCancel }: FormProps) {
  const record = useRecordContext();
  const saveContext = useSaveContext();
  // The record as first loaded: later copies (another admin's change heard live) are compared with it, never saved from.
  const [opened, setOpened] = useState<RaRecord>();
  if (record && !opened) setOpened(record);
  const pinned = useMemo(
    () => ({
      ...saveContext,
      save: (data: Partial<RaRecord>, callbacks?: Parameters<NonNullable<typeof saveContext.save>>[1]) =>
        saveContext.save?.(data, { ...callbacks, meta: callbacks?.meta ?? { version: versionOf(opened) } }),
    }),
    [saveContext, opened],
  );
  // Another admin's change heard live: the record read again is newer than the one opened.
  const heard = useLastChange(schema.name, record?.id);
  const current = conflict?.current ?? (isNewer(record, opened) ? record : undefined);
  const notice = opened && current && (
    <RecordChangedAlert
      schema={schema}
      opened={opened}
      current={current}
      by={conflict?.by ?? heard?.by}
      at={conflict?.at}
      onReloaded={(taken) => {
        setOpened(taken);
        onResolved();
      }}
    />
  );
  return (
    <SaveContextProvider value={pinned}>
      <SchemaForm schema={schema} mode="edit" onCancel={onCancel} notice={notice} />
    </SaveContextProvider>
  );
}
