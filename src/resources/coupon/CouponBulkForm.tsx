import { DialogActions, DialogContent } from '@mui/material';
import { DateInput, Form, NumberInput, ReferenceInput, SaveButton, SelectInput, TextInput } from 'react-admin';
import { DialogTextButton } from '@/admin/DialogTextButton.tsx';
import { BULK_DEFAULTS, BULK_MAX, BULK_MIN, bulkLabels, bulkValidators } from './bulkRequest.ts';

/** Choice lists come from the packages' whole list. */
const ALL = 1000;

/** The bulk form; while the batch is being created every input is disabled. */
export function CouponBulkForm({
  saving,
  onSubmit,
  onCancel,
}: {
  saving: boolean;
  onSubmit(values: Record<string, unknown>): Promise<unknown>;
  onCancel(): void;
}) {
  return (
    <Form defaultValues={BULK_DEFAULTS} onSubmit={onSubmit}>
      <DialogContent>
        <NumberInput
          source="quantity"
          label={bulkLabels.quantity}
          min={BULK_MIN}
          max={BULK_MAX}
          step={1}
          validate={bulkValidators.quantity}
          disabled={saving}
        />
        <ReferenceInput source="packageId" reference="packages" perPage={ALL}>
          <SelectInput label={bulkLabels.packageId} optionText="name" validate={bulkValidators.packageId} disabled={saving} />
        </ReferenceInput>
        <TextInput source="codePrefix" label={bulkLabels.codePrefix} validate={bulkValidators.codePrefix} disabled={saving} />
        <DateInput source="expiryDate" label={bulkLabels.expiryDate} validate={bulkValidators.expiryDate} disabled={saving} />
      </DialogContent>
      <DialogActions>
        <DialogTextButton label="ra.action.cancel" onClick={onCancel} disabled={saving} />
        <SaveButton label="resources.coupon.bulk.submit" alwaysEnable={!saving} />
      </DialogActions>
    </Form>
  );
}
