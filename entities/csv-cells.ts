import { isPastExpiry } from './coupon-expiry.ts';
import { valueLabelKey, yesNoWords, type EntityDeclaration, type FieldDeclaration } from './types.ts';

type Row = Record<string, unknown>;
/** A message key's text in the export's language, or undefined when it has none. */
export type Words = (key: string) => string | undefined;

/** `user.name` of a row: the embedded user's name. */
export const valueAt = (row: Row, source: string): unknown => source.split('.').reduce<unknown>((value, key) => (value as Row | null | undefined)?.[key], row);

/** One cell as a spreadsheet should read it: amounts with two decimals, badges and labelled values in words, embedded records by name. */
function cell(words: Words, field: FieldDeclaration, value: unknown, row: Row): string {
  if (value === null || value === undefined) return '';
  const expiry = field.expiresWith ? valueAt(row, field.expiresWith) : undefined;
  if (typeof expiry === 'string' && isPastExpiry(expiry)) return words('app.badge.expired') ?? 'Expired';
  const yesNo = yesNoWords(field);
  if (yesNo) return words(value ? yesNo.true : yesNo.false) ?? String(value);
  if (field.kind === 'naira') return (value as number).toFixed(2);
  const display = field.display ?? 'name';
  if (field.kind === 'reference') return String((value as Row)[display] ?? '');
  if (field.kind === 'referenceMany') return (value as Row[]).map((ref) => ref[display]).join(', ');
  const key = valueLabelKey(field, String(value));
  // A label naming an entity has its singular and plural; a cell names one.
  return (key && words(key)?.split('||||')[0].trim()) || String(value);
}

/**
 * A list as CSV reads it, whoever writes the file (the server's export, or the console from the
 * whole list of a server without one that filters): one column per list column, headed by its label.
 */
export const csvHeader = (declaration: EntityDeclaration, words: Words) =>
  declaration.list.columns.map((source) => words(`resources.${declaration.name}.fields.${source}`) ?? source);

export const csvCells = (declaration: EntityDeclaration, words: Words) => (row: Row) =>
  declaration.list.columns.map((source) => cell(words, declaration.fields[source], valueAt(row, source), row));
