import type { FieldDeclaration } from './types.ts';

/**
 * A text's length bounds (after trimming) where its field states none: a name-like text is 1–200
 * characters, a URL 1–2000, a long text up to 5000 (1–5000 when required). Form and server both read them.
 */
const DEFAULT_LENGTH: Partial<Record<FieldDeclaration['kind'], [number, number]>> = { text: [1, 200], url: [1, 2000], longText: [0, 5000] };

export const isTextKind = (field: FieldDeclaration) => field.kind in DEFAULT_LENGTH && !field.values;

/** The [min, max] characters a text field takes. */
export function textBounds(field: FieldDeclaration): [number, number] {
  const [min, max] = DEFAULT_LENGTH[field.kind] ?? [0, 200];
  return [field.minLength ?? (field.required ? Math.max(min, 1) : min), field.maxLength ?? max];
}
