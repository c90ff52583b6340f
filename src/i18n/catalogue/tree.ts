/** A message file: nested objects whose leaves are texts (the landing page also holds lists). */
export type Messages = { [key: string]: unknown };

const isBranch = (value: unknown): value is Messages => !!value && typeof value === 'object' && !Array.isArray(value);

/** Every leaf key, dotted (`app.delete.title`; a list's items by index: `contact.items.0.value`). */
export const messageKeys = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? messageKeys(value as Messages, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/** The value at a dotted key, or undefined. */
export const valueAt = (messages: Messages, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), messages);

/** Writes a text at a dotted key, making the branches on the way (lists stay lists). */
export function setAt(messages: Messages, key: string, text: string): void {
  const parts = key.split('.');
  let node = messages;
  for (const [i, part] of parts.slice(0, -1).entries()) {
    if (!node[part] || typeof node[part] !== 'object') node[part] = /^\d+$/.test(parts[i + 1]) ? [] : {};
    node = node[part] as Messages;
  }
  node[parts.at(-1)!] = text;
}

/** `over` laid on `under`, branch by branch: what `over` lacks (or leaves `null`) comes from `under` (lists item by item). */
export function overlay<T>(under: T, over: unknown): T {
  if (Array.isArray(under)) return under.map((item, i) => overlay(item, Array.isArray(over) ? over[i] : undefined)) as T;
  if (isBranch(under)) {
    const out: Messages = { ...under };
    if (isBranch(over)) for (const [key, value] of Object.entries(over)) out[key] = key in under ? overlay(under[key], value) : value;
    return out as T;
  }
  // `null` is a text not translated yet (a list's skipped item): English shows.
  return (over === undefined || over === null ? under : over) as T;
}
