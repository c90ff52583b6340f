type Messages = Record<string, unknown>;

/** Every leaf key of a catalogue, dotted (`app.delete.title`). */
export const messageKeys = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? messageKeys(value as Messages, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/** The keys of `reference` that `candidate` lacks. */
export const missingKeys = (reference: Messages, candidate: Messages) => {
  const present = new Set(messageKeys(candidate));
  return messageKeys(reference).filter((key) => !present.has(key));
};

/** The `%{placeholders}` of each key whose placeholders differ between the two catalogues. */
export function placeholderMismatches(reference: Messages, candidate: Messages): string[] {
  const at = (messages: Messages, key: string) => key.split('.').reduce<unknown>((v, k) => (v as Messages | undefined)?.[k], messages);
  const placeholders = (text: unknown) =>
    [...String(text).matchAll(/%\{(\w+)\}/g)]
      .map((m) => m[1])
      .sort()
      .join(',');
  return messageKeys(reference).filter((key) => at(candidate, key) !== undefined && placeholders(at(reference, key)) !== placeholders(at(candidate, key)));
}

const valueAt = (messages: Messages, key: string) => key.split('.').reduce<unknown>((v, k) => (v as Messages | undefined)?.[k], messages);

/** Keys that have plural forms (`a |||| b`) in `reference` but not in `candidate`. */
export const pluralMismatches = (reference: Messages, candidate: Messages): string[] =>
  messageKeys(reference).filter((key) => {
    const theirs = valueAt(candidate, key);
    return String(valueAt(reference, key)).includes('||||') && typeof theirs === 'string' && !theirs.includes('||||');
  });

/** Texts `candidate` left exactly as `reference` has them. */
export const identicalValues = (reference: Messages, candidate: Messages): { key: string; value: string }[] =>
  messageKeys(reference).flatMap((key) => {
    const value = valueAt(reference, key);
    return typeof value === 'string' && value === valueAt(candidate, key) ? [{ key, value }] : [];
  });
