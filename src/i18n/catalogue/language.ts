/** A language's `language.json`, as its translator writes it. */
export interface LanguageFile {
  /** The language's name in itself, as the language menus show it ("Français", "Naijá"). */
  name: string;
  /** Its BCP 47 tag for `<html lang>`, `hreflang` and the menus; the folder's name when absent. */
  lang?: string;
  /**
   * The locales its numbers, amounts and dates are written in, best first: the first one the
   * browser has data for is used (Intl's own fallback), Nigerian English when it has none of them.
   */
  formats?: string | string[];
  /** Dates with their time, where another convention than `formats` is wanted. */
  dateTimeFormats?: string | string[];
  /** A generated test language (pseudo-localisation): offered in the menus only while chosen. */
  pseudo?: boolean;
}

/** A language as the product uses it: its folder, name, tag and formats resolved. */
export interface Language {
  locale: string;
  name: string;
  lang: string;
  formats: string[];
  dateTimeFormats: string[];
  pseudo: boolean;
}

/** The formats every language ends on when the browser knows none of its own. */
export const LAST_RESORT_FORMATS = 'en-NG';

const list = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** A folder's language, its defaults filled: `lang` is the folder's name, `formats` the tag. */
export function describeLanguage(locale: string, file: LanguageFile): Language {
  const lang = file.lang ?? locale;
  const formats = [...new Set([...(list(file.formats).length ? list(file.formats) : [lang]), LAST_RESORT_FORMATS])];
  return {
    locale,
    name: file.name,
    lang,
    formats,
    dateTimeFormats: list(file.dateTimeFormats).length ? [...list(file.dateTimeFormats), ...formats] : formats,
    pseudo: !!file.pseudo,
  };
}

/**
 * Orders file and folder names character by character: `localeCompare` would build a collator,
 * some 20 ms of a console's start, to order ASCII names.
 */
export const byCharacters = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order languages are listed in everywhere (menus, status, hreflang): English first, then by folder name. */
export const languageOrder = (a: string, b: string) => (a === 'en' ? -1 : b === 'en' ? 1 : byCharacters(a, b));
