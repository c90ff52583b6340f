import { useRecordContext, useTranslate } from 'react-admin';
import { valueAt } from '@/dataProvider/listParams.ts';
import { useFormats } from '@/i18n/formats.ts';
import { CELL_TEXT } from './cellText.ts';
import { Badge } from './Badge.tsx';
import { isPastExpiry } from '@entities/coupon-expiry.ts';
import { valueKey, valueLabelKey, yesNoWords, type FieldDeclaration } from '@entities/types.ts';

export interface CellProps {
  source: string;
  field: FieldDeclaration;
}

/** A text value on one line, or the field's empty text (a message key) when there is none. */
export function OneLineText({ text, emptyText, width = 'text' }: { text: string; emptyText?: string; width?: 'text' | 'url' }) {
  const translate = useTranslate();
  const shown = text || (emptyText ? translate(emptyText) : '');
  if (!shown) return null;
  return (
    <span className={`${CELL_TEXT.plain} ${width === 'url' ? CELL_TEXT.urlLine : CELL_TEXT.oneLine}`} title={shown}>
      {shown}
    </span>
  );
}

/** A value formatted in the active language (`format`), or the field's empty text when it has none. */
function FormattedCell({ source, emptyText, format }: { source: string; emptyText?: string; format: (value: string | number) => string }) {
  const translate = useTranslate();
  const value = valueAt(useRecordContext(), source);
  const empty = value == null || value === '';
  if (empty && !emptyText) return null;
  const text = empty ? translate(emptyText!, { _: emptyText }) : format(value as string | number);
  return <span className={CELL_TEXT.plain}>{text}</span>;
}

const textAt = (record: unknown, source: string) => {
  const value = valueAt(record, source);
  return value == null ? '' : String(value);
};

/** A text, or its value's label, on one line. */
export function TextCell({ source, field }: CellProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = textAt(record, source);
  const key = value ? valueLabelKey(field, value) : undefined;
  const text = key ? translate(key, { smart_count: 1, _: value }) : value;
  return <OneLineText text={text} emptyText={field.emptyText} />;
}

export function LongTextCell({ source }: CellProps) {
  const text = textAt(useRecordContext(), source);
  return (
    <span className={CELL_TEXT.twoLines} title={text}>
      {text}
    </span>
  );
}

export const NumberCell = ({ source }: CellProps) => <FormattedCell source={source} format={useFormats().count} />;

export const NairaCell = ({ source }: CellProps) => <FormattedCell source={source} format={useFormats().naira} />;

export const DateCell = ({ source, field }: CellProps) => <FormattedCell source={source} format={useFormats().day} emptyText={field.emptyText} />;

export const DateTimeCell = ({ source, field }: CellProps) => <FormattedCell source={source} format={useFormats().dateTime} emptyText={field.emptyText} />;

/** A date and time in a narrow column: 21/11/2026, 12:21. */
export const ShortDateTimeCell = ({ source }: CellProps) => <FormattedCell source={source} format={useFormats().shortDateTime} />;

/** The embedded object's display property (`package.name`), or the empty text ("None"). */
export const ReferenceCell = ({ source, field }: CellProps) => (
  <OneLineText text={textAt(useRecordContext(), `${source}.${field.display ?? 'name'}`)} emptyText={field.emptyText} />
);

/** Several embedded objects, comma-separated names. */
export function ReferenceManyCell({ source, field }: CellProps) {
  const items = valueAt(useRecordContext(), source);
  const names = Array.isArray(items) ? items.map((item) => valueAt(item, field.display ?? 'name')).filter(Boolean) : [];
  return <OneLineText text={names.join(', ')} />;
}

/** Whether a value is an http(s) address: the only kind shown as a link or an image (never `javascript:`). */
export const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value.trim());

/** An external link only for http(s) URLs (never `javascript:`); other text shown as is. Both on one line. */
export function UrlCell({ source, field }: CellProps) {
  const text = textAt(useRecordContext(), source).trim();
  if (!isHttpUrl(text)) return <OneLineText text={text} emptyText={field.emptyText} width="url" />;
  return (
    <a href={text} title={text} target="_blank" rel="noopener noreferrer" className={`${CELL_TEXT.plain} ${CELL_TEXT.urlLine} ${CELL_TEXT.outsideLink}`}>
      {text}
    </a>
  );
}

/** A yes/no field's badge, in the words and colours it declares (its kind's, or its own). */
export function BooleanBadgeCell({ source, field }: CellProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const words = yesNoWords(field)!;
  const on = valueAt(record, source) === true;
  const expiry = field.expiresWith ? valueAt(record, field.expiresWith) : undefined;
  if (typeof expiry === 'string' && isPastExpiry(expiry)) return <Badge tone="warning">{translate('app.badge.expired')}</Badge>;
  return <Badge tone={on ? words.tones.true : words.tones.false}>{translate(on ? words.true : words.false)}</Badge>;
}

/** A choice's value in its words and its declared tone (neutral for a value it does not declare). */
export function ChoiceCell({ source, field }: CellProps) {
  const translate = useTranslate();
  const value = valueAt(useRecordContext(), source);
  if (value == null || value === '') return null;
  const text = String(value);
  return <Badge tone={field.choices?.[text] ?? 'neutral'}>{translate(`${field.valueLabels}.${valueKey(text)}`, { _: text })}</Badge>;
}
