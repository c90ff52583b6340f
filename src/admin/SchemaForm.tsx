import { DialogActions, DialogContent } from '@mui/material';
import { Button, Form, required, SaveButton, useRecordContext, useSaveContext, type Validator } from 'react-admin';
import { fieldKinds } from './fieldKinds.tsx';
import { toFormRecord } from './fieldValues.ts';
import { fieldLabel } from './schemaColumns.tsx';
import type { FieldSchema, ResourceSchema } from './schemaTypes.ts';

/** One validator list per message, so inputs keep the same `validate` across renders. */
const requiredValidators = new Map<string | undefined, Validator[]>();
const requiredWith = ({ requiredMessage }: FieldSchema) => {
  if (!requiredValidators.has(requiredMessage)) requiredValidators.set(requiredMessage, [required(requiredMessage)]);
  return requiredValidators.get(requiredMessage);
};

/**
 * The schema's inputs in order. While saving every input is disabled (spec §4); a failed save
 * leaves the form as typed. References are edited as ids (`toFormRecord`).
 */
export function SchemaForm({ schema, mode, onCancel }: { schema: ResourceSchema; mode: 'create' | 'edit'; onCancel(): void }) {
  const record = useRecordContext();
  const { saving = false } = useSaveContext();
  const readOnly = mode === 'edit' ? (schema.form?.readOnlyOnEdit ?? []) : [];
  return (
    <Form record={record ? toFormRecord(schema, record) : undefined} defaultValues={mode === 'create' ? schema.form?.defaults : undefined}>
      <DialogContent>
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
              validate={field.required ? requiredWith(field) : undefined}
            />
          );
        })}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onCancel} disabled={saving} />
        <SaveButton alwaysEnable={false} />
      </DialogActions>
    </Form>
  );
}
