/**
 * A fresh `Idempotency-Key` for one admin action (a click that credits or creates): a retried request
 * carries the same key and the server replays its first answer instead of acting twice.
 * `crypto.randomUUID` needs a secure context; plain-HTTP deployments fall back to random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
