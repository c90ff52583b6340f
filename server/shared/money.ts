/**
 * Money is integer kobo in the database; the API speaks naira numbers. Amounts stay within ±2^53-1
 * kobo (JavaScript's exact integers); the database refuses anything beyond (`kobo_range` checks).
 */
export const MAX_KOBO = Number.MAX_SAFE_INTEGER;
export const toKobo = (naira: number) => Math.round(naira * 100);
export const toNaira = (kobo: number) => kobo / 100;

/** Naira of a stored amount read as a JavaScript number, or null when it was too large to read exactly. */
export const exactNaira = (kobo: number) => (Number.isSafeInteger(kobo) ? toNaira(kobo) : null);
