import { englishMessage } from '../../../server/entities/labels.ts';

export type Values = Record<string, string | number>;

/** A key's English text as the console has it (src/i18n/en, react-admin's words included). */
function english(key: string): string | undefined {
  try {
    return englishMessage(key);
  } catch {
    return undefined;
  }
}

export const hasMessage = (key: string) => english(key) !== undefined;

/** A message as the English console shows it: `%{name}` filled from `values`, the plural form (" |||| ") chosen by `smart_count`. */
export function say(key: string, values: Values = {}): string {
  const text = english(key);
  if (text === undefined) throw new Error(`No message "${key}"`);
  const forms = text.split('||||').map((form) => form.trim());
  const chosen = forms.length > 1 ? forms['smart_count' in values && values.smart_count !== 1 ? 1 : 0] : text;
  return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
