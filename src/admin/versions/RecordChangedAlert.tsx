import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import type { EntityDeclaration } from '@entities/types.ts';
import { fieldLabel } from '@/dataProvider/fieldLabels.ts';
import { toFormRecord } from '@/dataProvider/formValues.ts';
import { versionOf } from '@/dataProvider/records.ts';
import { changedFields } from './recordChanges.ts';
import { useShownValue } from './useShownValue.ts';
import { useChangedByText } from './useChangedByText.ts';

interface Props {
  schema: EntityDeclaration;
  opened: RaRecord;
  current: RaRecord;
  /** Who changed it and when, where known; `at` absent: just now (heard live). */
  by?: string;
  at?: string;
  /** The admin took the record as it is now: it becomes the one the form was opened on. */
  onReloaded(current: RaRecord): void;
}

/**
 * Inside an edit form: the record changed after the dialog opened. Says who and when, and what
 * changed (as opened → as now); keeps what the admin typed, and offers Reload (take theirs) or
 * Overwrite (save mine over theirs, from their version).
 */
export function RecordChangedAlert({ schema, opened, current, by, at, onReloaded }: Props) {
  const translate = useTranslate();
  const changedBy = useChangedByText(schema.name);
  const form = useFormContext();
  const { save, saving } = useSaveContext();
  const shown = useShownValue(schema);
  const changes = changedFields(schema, opened, current);
  const reload = () => {
    form.reset(toFormRecord(schema, current));
    onReloaded(current);
  };
  const overwrite = form.handleSubmit((values) => save?.(values, { meta: { version: versionOf(current) } }));
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Button color="inherit" size="small" onClick={reload} disabled={saving}>
            {translate('app.record_changed.reload')}
          </Button>
          <Button color="inherit" size="small" onClick={() => void overwrite()} disabled={saving}>
            {translate('app.record_changed.overwrite')}
          </Button>
        </Box>
      }
    >
      <AlertTitle>{changedBy({ by, at })}</AlertTitle>
      {changes.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {changes.map(({ source, from, to }) => (
            <li key={source}>
              {translate('app.record_changed.field', { field: translate(fieldLabel(schema, source)), before: shown(source, from), after: shown(source, to) })}
            </li>
          ))}
        </Box>
      ) : (
        translate('app.record_changed.no_field')
      )}
      <Box sx={{ mt: 0.5 }}>{translate('app.record_changed.kept')}</Box>
    </Alert>
  );
}
