/** Money is integer kobo in the database; the API speaks naira numbers. */
export const toKobo = (naira: number) => Math.round(naira * 100);
export const toNaira = (kobo: number) => kobo / 100;
