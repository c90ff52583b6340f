import type { TranslationMessages } from 'react-admin';
import { en } from './en.ts';

/** Every locale of the console; the first is the default. A test checks each has every English key. */
export const locales: Record<string, TranslationMessages> = { en };
export const DEFAULT_LOCALE = 'en';
