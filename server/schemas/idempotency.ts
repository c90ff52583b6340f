import { Type } from 'typebox';

export const IDEMPOTENCY_KEY_MAX = 200;

/** Headers of a write that may be retried safely: the same key replays the first answer. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: IDEMPOTENCY_KEY_MAX,
      pattern: '^[\\x21-\\x7e]+$',
      description: 'Any visible ASCII text (a UUID, say); a repeat with the same key returns the first response',
    }),
  ),
});
