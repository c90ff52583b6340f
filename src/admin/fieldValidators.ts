import { maxLength, maxValue, minValue, regex, required, type Validator } from 'react-admin';
import { isPastExpiry, todayInLagos } from '@entities/coupon-expiry.ts';
import { isTextKind, textBounds } from '@entities/text-bounds.ts';
import type { FieldDeclaration } from '@entities/types.ts';

/** Per field: the checks of an input being added, edited, and read-only. */
const built = new WeakMap<FieldDeclaration, Record<'create' | 'edit' | 'readOnly', Validator[]>>();

/** A date that may not be before today in Lagos (entities/coupon-expiry.ts). */
export const notPast: Validator = (value) =>
  typeof value === 'string' && value && isPastExpiry(value) ? { message: 'app.validation.not_past', args: { today: todayInLagos() } } : undefined;

const isNumber = (field: FieldDeclaration) => field.kind === 'number' || field.kind === 'naira';
const numeric = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A number check: undefined when the value passes (or is empty: `required` speaks for that). */
const numberCheck =
  (fails: (n: number) => boolean, message: string, args: Record<string, unknown> = {}): Validator =>
  (value) => {
    const n = numeric(value);
    return n !== undefined && fails(n) ? { message, args } : undefined;
  };

/** A required text of spaces only is empty: the server stores it trimmed. */
const notBlank: Validator = (value) => (typeof value === 'string' && value.length > 0 && !value.trim() ? 'ra.validation.required' : undefined);

function numberChecks(field: FieldDeclaration): Validator[] {
  const { min, max, greaterThan, lessThan, integer } = field;
  return [
    ...(min !== undefined ? [minValue(min)] : []),
    ...(max !== undefined ? [maxValue(max)] : []),
    ...(greaterThan !== undefined ? [numberCheck((n) => n <= greaterThan, 'app.validation.greater_than', { limit: greaterThan })] : []),
    ...(lessThan !== undefined ? [numberCheck((n) => n >= lessThan, 'app.validation.less_than', { limit: lessThan })] : []),
    ...(integer ? [numberCheck((n) => !Number.isInteger(n), 'app.validation.integer')] : []),
    ...(field.kind === 'naira' ? [numberCheck((n) => Math.abs(Math.round(n * 100) - n * 100) > 1e-6, 'app.validation.kobo')] : []),
  ];
}

/** What the declaration states beyond `required`: bounds, whole numbers, length (its own or the default), pattern. */
function declaredChecks(field: FieldDeclaration): Validator[] {
  return [
    ...(isNumber(field) ? numberChecks(field) : []),
    ...(isTextKind(field) ? [maxLength(textBounds(field)[1])] : []),
    ...(isTextKind(field) && field.required ? [notBlank] : []),
    ...(field.pattern ? [regex(field.pattern.value, field.pattern.message)] : []),
  ];
}

/**
 * An input's checks, as its declaration states them: `required` (with its message), bounds,
 * length and pattern, so the admin sees a broken rule before saving. A read-only input keeps only
 * `required`: its value is the record's own (a coupon's code when editing), which may predate the
 * rule and must not block saving the other fields; a `notPast` date is checked when adding. Built once per field, so inputs keep the same
 * `validate` across renders.
 */
export function fieldValidators(field: FieldDeclaration, readOnly: boolean, mode: 'create' | 'edit' = 'create'): Validator[] | undefined {
  if (!built.has(field)) {
    const needed = field.required ? [required(field.requiredMessage)] : [];
    const checks = [...needed, ...declaredChecks(field)];
    // An expired record keeps its past date when edited; only a new record's date is checked here (the server checks a changed one).
    built.set(field, { create: field.notPast ? [...checks, notPast] : checks, edit: checks, readOnly: needed });
  }
  const validators = built.get(field)![readOnly ? 'readOnly' : mode];
  return validators.length ? validators : undefined;
}
