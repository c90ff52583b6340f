import { Link, Typography } from '@mui/material';
import { DateField, NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { valueAt } from '@/dataProvider/listParams.ts';
import { DATE_TIME_FORMAT, NAIRA_FORMAT, SHORT_DATE_TIME_FORMAT, useFormats } from '@/i18n/formats.ts';
import { Badge, statusTone } from './Badge.tsx';
import { isPastExpiry } from '@entities/coupon-expiry.ts';
import { BOOLEAN_BADGES, valueKey, type FieldDeclaration } from '@entities/types.ts';

export interface CellProps {
  source: string;
  field: FieldDeclaration;
}


export function TextCell({ source, field }: CellProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!field.valueLabels) return <TextField source={source} emptyText={field.emptyText} />;
  const value = valueAt(record, source);
  if (value == null || value === '') return null;
  return <Typography variant="body2">{translate(`${field.valueLabels}.${valueKey(String(value))}`, { _: String(value) })}</Typography>;
}

/** Long text in a table: at most two lines (the whole text in the tooltip), so rows stay short. */
export function LongTextCell({ source }: CellProps) {
  const record = useRecordContext();
  const value = valueAt(record, source);
  const text = typeof value === 'string' ? value : '';
  return (
    <Typography
      variant="body2"
      title={text}
      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minWidth: 180, maxWidth: 280, overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
}

export const NumberCell = ({ source }: CellProps) => <NumberField source={source} locales={useFormats().numbers} />;

export const NairaCell = ({ source }: CellProps) => <NumberField source={source} locales={useFormats().numbers} options={NAIRA_FORMAT} />;

export const DateCell = ({ source, field }: CellProps) => <DateField source={source} locales={useFormats().dates} emptyText={field.emptyText} />;

export const DateTimeCell = ({ source, field }: CellProps) => <DateField source={source} locales={useFormats().dateTimes} showTime options={DATE_TIME_FORMAT} emptyText={field.emptyText} />;

/** A date and time in a narrow column: 21/11/2026, 12:21. */
export const ShortDateTimeCell = ({ source }: CellProps) => <DateField source={source} locales={useFormats().dates} showTime options={SHORT_DATE_TIME_FORMAT} />;

/** The embedded object's display property (`package.name`), or the empty text ("None"). */
export const ReferenceCell = ({ source, field }: CellProps) => (
  <TextField source={`${source}.${field.display ?? 'name'}`} emptyText={field.emptyText} />
);

/** Several embedded objects, comma-separated names. */
export function ReferenceManyCell({ source, field }: CellProps) {
  const record = useRecordContext();
  const items = valueAt(record, source);
  const names = Array.isArray(items) ? items.map((item) => valueAt(item, field.display ?? 'name')).filter(Boolean) : [];
  return <Typography variant="body2">{names.join(', ')}</Typography>;
}

/** A long address on one line, cut with an ellipsis (the whole of it in the tooltip). */
const ONE_LINE = { display: 'inline-block', maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' } as const;

/** An external link only for http(s) URLs (never `javascript:`); other text shown as is. */
export function UrlCell({ source, field }: CellProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = valueAt(record, source);
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return field.emptyText ? <Typography variant="body2">{translate(field.emptyText)}</Typography> : null;
  if (!/^https?:\/\//i.test(text)) {
    return (
      <Typography variant="body2" title={text} sx={ONE_LINE}>
        {text}
      </Typography>
    );
  }
  return (
    <Link href={text} title={text} target="_blank" rel="noopener noreferrer" variant="body2" sx={ONE_LINE}>
      {text}
    </Link>
  );
}

/** A yes/no field's badge, in the words and colours its kind declares (BOOLEAN_BADGES). */
export function BooleanBadgeCell({ source, field }: CellProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const badge = BOOLEAN_BADGES[field.kind]!;
  const on = valueAt(record, source) === true;
  const expiry = field.expiresWith ? valueAt(record, field.expiresWith) : undefined;
  if (typeof expiry === 'string' && isPastExpiry(expiry)) return <Badge tone="warning">{translate('app.badge.expired')}</Badge>;
  return <Badge tone={on === badge.good ? 'success' : 'error'}>{translate(on ? badge.true : badge.false)}</Badge>;
}

export function StatusBadgeCell({ source }: CellProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = valueAt(record, source);
  if (status == null || status === '') return null;
  return <Badge tone={statusTone(status)}>{translate(`app.status.${status}`, { _: String(status) })}</Badge>;
}
