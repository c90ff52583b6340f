/** The plural categories in the order a text's forms are written (`a |||| b |||| c`), as CLDR lists them. */
export const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** The forms separator inside a text. */
export const FORMS_SEPARATOR = ' |||| ';

/** The forms of a text (one when it has no separator). */
export const formsOf = (text: string) => text.split('||||').map((form) => form.trim());

/**
 * The plural rules of a language: its tag's when the runtime has them, else the first of its
 * formats locales' (a browser without Pidgin data counts like Nigerian English), else English.
 */
export function pluralRules(tags: readonly string[]): Intl.PluralRules {
  const supported = Intl.PluralRules.supportedLocalesOf([...tags, 'en']);
  return new Intl.PluralRules(supported[0] ?? 'en');
}

/** The categories a language's plural texts have, in writing order (English: one, other; French: one, many, other). */
export function pluralCategories(tags: readonly string[]): Intl.LDMLPluralRule[] {
  const categories = pluralRules(tags).resolvedOptions().pluralCategories;
  return PLURAL_ORDER.filter((category) => categories.includes(category));
}

/** Which form of a text a count takes in a language: the index of its category in writing order. */
export function pluralFormIndex(tags: readonly string[]): (count: number) => number {
  const rules = pluralRules(tags);
  const order = pluralCategories(tags);
  return (count) => Math.max(0, order.indexOf(rules.select(count)));
}
