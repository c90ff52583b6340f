import { Alert, Checkbox, FormControlLabel } from '@mui/material';
import { useTranslate } from 'react-admin';

/** In a bulk confirmation: how many selected rows are flagged (left out), and the choice to confirm them too. */
export function FlaggedLeftOut({ count, included, onChange }: { count: number; included: boolean; onChange(included: boolean): void }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {translate(included ? 'app.flags.bulk.included' : 'app.flags.bulk.left_out', { smart_count: count })}
      <FormControlLabel
        sx={{ display: 'flex', mt: 0.5 }}
        control={<Checkbox size="small" checked={included} onChange={(event) => onChange(event.target.checked)} />}
        label={translate('app.flags.bulk.include', { smart_count: count })}
      />
    </Alert>
  );
}
