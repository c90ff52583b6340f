import type { FilterSchema } from './schemaTypes.ts';

/** A two-choice filter over a boolean column (Paid/Unpaid, Active/Inactive), as schema data. */
export const booleanFilter = (source: string, trueLabel: string, falseLabel: string): FilterSchema => ({
  source,
  kind: 'choice',
  choices: [
    { value: 'true', label: trueLabel },
    { value: 'false', label: falseLabel },
  ],
});
