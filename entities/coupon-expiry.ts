import { todayInLagos } from './lagos-days.ts';

export { todayInLagos };

/**
 * When a coupon stops working: after its expiry day, in Lagos (West Africa Time, UTC+1 all year).
 * Read by the console (the Expired badge, the date inputs' check) and the server (a new expiry
 * may not be in the past).
 */

/** Whether an expiry (`YYYY-MM-DD` or an ISO instant, read as its UTC day) is before today in Lagos. */
export const isPastExpiry = (expiry: string, now = Date.now()) => expiry.slice(0, 10) < todayInLagos(now);
