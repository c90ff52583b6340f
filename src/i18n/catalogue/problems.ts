import { formsOf } from './plurals.ts';
import { messageKeys, valueAt, type Messages } from './tree.ts';

/** What can be wrong with a translated text; a missing text is not wrong (it shows in English). */
export type ProblemKind = 'unknown key' | 'not a text' | 'placeholders' | 'plural forms' | 'syntax' | 'same as English';

export interface Problem {
  key: string;
  kind: ProblemKind;
  detail: string;
}

/** One translated text and what it is checked against. */
export interface TextToCheck {
  key: string;
  english: unknown;
  translation: unknown;
  /** The language's plural categories in writing order (one, other / one, many, other / other). */
  categories: readonly string[];
  /** English texts the language declares correct as they are (its same-as-english.json). */
  sameAsEnglish: ReadonlySet<string>;
}

const PLACEHOLDER = /%\{(\w+)\}/g;
const placeholders = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();

/** Values that are data, not language: links, e-mail addresses, phone numbers, texts without a word. */
export const isData = (value: string) => /^(mailto:|tel:|https?:|\/)|@|^\+?[\d\s()-]+$/.test(value) || !/\p{L}/u.test(value.replace(PLACEHOLDER, ''));

/** Keys whose values are data in every language (the landing page's support contacts), by `file:key`. */
export const DATA_KEYS = /^landing\.json:contact\.items\.\d+\.(value|href)$/;

/** A text's problem, or undefined when it is fine. */
export function textProblem({ key, english, translation, categories, sameAsEnglish }: TextToCheck): Problem | undefined {
  const problem = (kind: ProblemKind, detail: string) => ({ key, kind, detail });
  if (english === undefined) return problem('unknown key', 'English has no text at this key: remove it, or check its spelling and place');
  if (typeof translation !== 'string' || typeof english !== 'string') return problem('not a text', `write a text here, as English does: ${JSON.stringify(english)}`);
  const broken = translation.replace(PLACEHOLDER, '').match(/%\{[^}]*\}?|\{\w+\}|%\w+\}/);
  if (broken) return problem('syntax', `"${broken[0]}" is not a placeholder: write placeholders as %{name}`);
  const forms = formsOf(translation);
  if (forms.length > 1 && forms.some((form) => !form)) return problem('syntax', 'a plural form is empty: write a text on each side of ||||');
  const englishForms = formsOf(english);
  const wanted = englishForms.length > 1 ? categories.length : 1;
  if (forms.length !== wanted)
    return problem(
      'plural forms',
      englishForms.length > 1
        ? wanted > 1
          ? `write ${wanted} forms (${categories.join(' |||| ')}), separated by ||||; this text has ${forms.length}`
          : `write 1 form (${categories[0]}), without ||||; this text has ${forms.length}`
        : 'English has one form here: remove ||||',
    );
  // A translation may word a placeholder's value itself (a count as "one"), never name one English lacks: it would show as typed.
  const unknown = placeholders(translation).filter((name) => !placeholders(english).includes(name));
  if (unknown.length)
    return problem('placeholders', `%{${unknown.join('}, %{')}} is not a placeholder of this text; it has: ${placeholders(english).map((name) => `%{${name}}`).join(', ') || 'none'}`);
  if (translation === english && !sameAsEnglish.has(english) && !isData(english))
    return problem('same as English', 'still the English text: translate it, or list it in same-as-english.json if it is right as it is');
  return undefined;
}

/** The problems of a language's message file against English's; keys it lacks (or leaves `null`) are not problems. */
export function fileProblems(file: string, english: Messages, theirs: Messages, categories: readonly string[], sameAsEnglish: ReadonlySet<string>): Problem[] {
  return messageKeys(theirs).flatMap((key) => {
    // `null` marks a text not translated yet (a list item skipped before a translated one).
    if (DATA_KEYS.test(`${file}:${key}`) || valueAt(theirs, key) === null) return [];
    const found = textProblem({ key, english: valueAt(english, key), translation: valueAt(theirs, key), categories, sameAsEnglish });
    return found ? [found] : [];
  });
}
