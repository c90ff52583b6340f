import { DEFAULT_LOCALE, locales } from './locales.ts';

/** Where the admin's language choice is kept; it outlives sign-out (a device preference, not session data). */
export const LOCALE_KEY = 'locale';

const supported = (locale: string | null | undefined) => (locale && locales.some((l) => l.locale === locale) ? locale : undefined);

/** The browser's most preferred language that the console speaks (`fr-CI` → `fr`). */
export function preferredLocale(preferences: readonly string[] = navigator.languages ?? [navigator.language]): string | undefined {
  for (const tag of preferences) {
    const found = supported(tag) ?? supported(tag.split('-')[0].toLowerCase());
    if (found) return found;
  }
  return undefined;
}

export const rememberLocale = (locale: string) => localStorage.setItem(LOCALE_KEY, locale);

/** A language the address asks for (`?lang=pcm`: a link to the console in a language), remembered like a choice. */
function askedLocale(): string | undefined {
  const asked = supported(new URLSearchParams(window.location.search).get('lang'));
  if (asked) rememberLocale(asked);
  return asked;
}

/** The address's language, else the remembered choice, else the browser's preference when supported, else English. */
export const initialLocale = () => askedLocale() ?? supported(localStorage.getItem(LOCALE_KEY)) ?? preferredLocale() ?? DEFAULT_LOCALE;
