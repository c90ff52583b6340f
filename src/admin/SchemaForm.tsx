import { DialogActions, DialogContent } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, SaveButton, useRecordContext, useSaveContext } from 'react-admin';
import { DialogTextButton } from './DialogTextButton.tsx';
import { fieldKinds } from './fieldKinds.tsx';
import { fieldValidators } from './fieldValidators.ts';
import { toFormRecord } from '@/dataProvider/formValues.ts';
import { fieldLabel } from '@/dataProvider/fieldLabels.ts';
import type { EntityDeclaration } from '@entities/types.ts';

/** A newer copy of the record (another admin's change, heard live) updates the fields the admin has not touched, never the ones they typed in. */
const KEEP_TYPED = { keepDirtyValues: true };

/**
 * The schema's inputs in order. While saving every input is disabled; a failed save
 * leaves the form as typed; `notice` shows above the inputs, inside the form. References are edited as ids (`toFormRecord`).
 */
export function SchemaForm({ schema, mode, onCancel, notice }: { schema: EntityDeclaration; mode: 'create' | 'edit'; onCancel(): void; notice?: ReactNode }) {
  const record = useRecordContext();
  const { saving = false } = useSaveContext();
  const readOnly = mode === 'edit' ? (schema.form?.readOnlyOnEdit ?? []) : [];
  return (
    <Form
      record={record ? toFormRecord(schema, record) : undefined}
      defaultValues={mode === 'create' ? schema.form?.defaults : undefined}
      resetOptions={KEEP_TYPED}
    >
      <DialogContent>
        {notice}
        {(schema.form?.inputs ?? []).map((source) => {
          const field = schema.fields[source];
          const Input = fieldKinds[field.kind].Input;
          if (!Input) return null;
          return (
            <Input
              key={source}
              source={source}
              field={field}
              label={fieldLabel(schema, source)}
              disabled={saving}
              readOnly={readOnly.includes(source)}
              validate={fieldValidators(field, readOnly.includes(source), mode)}
            />
          );
        })}
      </DialogContent>
      <DialogActions>
        <DialogTextButton label="ra.action.cancel" onClick={onCancel} disabled={saving} />
        <SaveButton alwaysEnable={false} />
      </DialogActions>
    </Form>
  );
}
