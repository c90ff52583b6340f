import type { FilterDeclaration } from './types.ts';

/** A two-choice filter over a boolean column (Paid/Unpaid, Active/Inactive), as schema data. */
export const booleanFilter = (source: string, trueLabel: string, falseLabel: string): FilterDeclaration => ({
  source,
  kind: 'choice',
  choices: [
    { value: 'true', label: trueLabel },
    { value: 'false', label: falseLabel },
  ],
});
