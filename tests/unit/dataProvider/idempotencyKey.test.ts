import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '@/dataProvider/idempotencyKey.ts';

/** What the server accepts (server/schemas/idempotency.ts): 1–200 visible ASCII characters. */
const ACCEPTED = /^[\x21-\x7e]{1,200}$/;

describe('an Idempotency-Key', () => {
  it('is new for every action and acceptable to the server', () => {
    const keys = Array.from({ length: 200 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(ACCEPTED);
  });

  it('still comes from random bytes where randomUUID is missing (plain-HTTP deployments)', () => {
    // Shadows the prototype's method on this instance; deleting the own property brings it back.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
      expect(a).toMatch(/^[0-9a-f]{32}$/);
      expect(a).not.toBe(b);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
