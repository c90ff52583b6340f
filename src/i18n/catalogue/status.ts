import { DATA_KEYS } from './problems.ts';
import { fingerprint, type LanguageFolder } from './folders.ts';
import { messageKeys, valueAt } from './tree.ts';

/** Where a text of a language stands against English. */
export type TextStatus = 'translated' | 'missing' | 'stale';

/** One English text and where a language stands on it. */
export interface TextState {
  file: string;
  key: string;
  english: string;
  translation?: string;
  status: TextStatus;
}

/** English's texts a translator words: every text of every message file, data excepted. */
export function englishTexts(english: LanguageFolder): { file: string; key: string; english: string }[] {
  return [...english.files].flatMap(([file, messages]) =>
    messageKeys(messages)
      .filter((key) => !DATA_KEYS.test(`${file}:${key}`))
      .map((key) => ({ file, key, english: String(valueAt(messages, key)) })),
  );
}

/**
 * Every English text with a language's state: missing when its file lacks it, stale when the
 * English changed after the translation was made (its recorded fingerprint differs), translated
 * otherwise (a translation without a recorded fingerprint counts as made from today's English).
 */
export function textStates(english: LanguageFolder, folder: LanguageFolder): TextState[] {
  return englishTexts(english).map(({ file, key, english: text }) => {
    const translation = valueAt(folder.files.get(file) ?? {}, key);
    if (typeof translation !== 'string') return { file, key, english: text, status: 'missing' };
    const madeFrom = folder.translatedFrom[file]?.[key];
    return { file, key, english: text, translation, status: madeFrom && madeFrom !== fingerprint(text) ? 'stale' : 'translated' };
  });
}

export interface StatusCounts {
  total: number;
  translated: number;
  missing: number;
  stale: number;
  /** Translated share, in whole percent, rounded down (100 only when nothing is left). */
  percent: number;
}

/** Counts of a list of states. */
export function countStates(states: readonly TextState[]): StatusCounts {
  const count = (status: TextStatus) => states.filter((state) => state.status === status).length;
  const translated = count('translated');
  return { total: states.length, translated, missing: count('missing'), stale: count('stale'), percent: states.length ? Math.floor((100 * translated) / states.length) : 100 };
}
