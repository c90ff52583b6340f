import { regex, required, type Validator } from 'react-admin';
import type { FieldDeclaration } from '@entities/types.ts';

/** Per field: the checks of an editable input, then of a read-only one. */
const built = new WeakMap<FieldDeclaration, [Validator[], Validator[]]>();

/**
 * An input's checks: `required` (with its message), then the field's `pattern`. A read-only input
 * skips the pattern: its value is the record's own (a coupon's code when editing), which may
 * predate the rule and must not block saving the other fields. Built once per field, so inputs
 * keep the same `validate` across renders.
 */
export function fieldValidators(field: FieldDeclaration, readOnly: boolean): Validator[] | undefined {
  if (!built.has(field)) {
    const needed = field.required ? [required(field.requiredMessage)] : [];
    const pattern = field.pattern ? [regex(field.pattern.value, field.pattern.message)] : [];
    built.set(field, [[...needed, ...pattern], needed]);
  }
  const validators = built.get(field)![readOnly ? 1 : 0];
  return validators.length ? validators : undefined;
}
