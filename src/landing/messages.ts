import english from '@/i18n/en/landing.json';

/** Every string the public landing page shows; the English file's shape is every locale's. */
export type LandingMessages = typeof english;

/** The landing page's texts (English). */
export const landingMessages: LandingMessages = english;
