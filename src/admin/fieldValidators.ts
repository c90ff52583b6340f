import { maxLength, maxValue, minValue, regex, required, type Validator } from 'react-admin';
import type { FieldDeclaration } from '@entities/types.ts';

/** Per field: the checks of an editable input, then of a read-only one. */
const built = new WeakMap<FieldDeclaration, [Validator[], Validator[]]>();

const isNumber = (field: FieldDeclaration) => field.kind === 'number' || field.kind === 'naira';
const isText = (field: FieldDeclaration) => field.kind === 'text' || field.kind === 'longText' || field.kind === 'url';

/** What the declaration states beyond `required`: bounds, length, pattern (each with react-admin's translated message). */
function declaredChecks(field: FieldDeclaration): Validator[] {
  return [
    ...(isNumber(field) && field.min !== undefined ? [minValue(field.min)] : []),
    ...(isNumber(field) && field.max !== undefined ? [maxValue(field.max)] : []),
    ...(isText(field) && field.maxLength !== undefined ? [maxLength(field.maxLength)] : []),
    ...(field.pattern ? [regex(field.pattern.value, field.pattern.message)] : []),
  ];
}

/**
 * An input's checks, as its declaration states them: `required` (with its message), bounds,
 * length and pattern, so the admin sees a broken rule before saving. A read-only input keeps only
 * `required`: its value is the record's own (a coupon's code when editing), which may predate the
 * rule and must not block saving the other fields. Built once per field, so inputs keep the same
 * `validate` across renders.
 */
export function fieldValidators(field: FieldDeclaration, readOnly: boolean): Validator[] | undefined {
  if (!built.has(field)) {
    const needed = field.required ? [required(field.requiredMessage)] : [];
    built.set(field, [[...needed, ...declaredChecks(field)], needed]);
  }
  const validators = built.get(field)![readOnly ? 1 : 0];
  return validators.length ? validators : undefined;
}
