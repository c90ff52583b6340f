import { Type, type TSchema, type TProperties, type TObjectOptions, type TStringOptions } from 'typebox';

/** An object that rejects fields it does not declare (Fastify's Ajv strips them instead of failing). */
export const StrictObject = <T extends TProperties>(properties: T, options: TObjectOptions = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

/**
 * Text that must match `pattern`. When it does not, the 400 reads "<field> <patternMessage>"
 * (`describeValidation` in plugins/errors.ts) instead of Ajv's `must match pattern "^…$"`.
 */
export const PatternedString = (pattern: string, patternMessage: string, options: TStringOptions = {}, patternMessageKey?: string) =>
  Type.String({ ...options, pattern, patternMessage, ...(patternMessageKey && { patternMessageKey }) });

/** A stable code for what an answer says, and what fills its message's placeholders (see errors.ts `Said`). */
const Code = Type.Optional(Type.String({ description: 'stable: look it up in your own messages (e.g. `validation.required`)' }));
const Params = Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Record(Type.String(), Type.Number())])));

export const Message = StrictObject({ message: Type.String(), code: Code, params: Params });

export const Id = Type.String({ format: 'uuid', description: 'a UUID' });

/** A naira amount's step: one kobo (an amount has at most two decimals). */
export const KOBO = 0.01;

/** `{ message?, data }`, the envelope of every successful reply. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ message: Type.Optional(Type.String()), code: Code, params: Params, data });

const error = (description: string) => StrictObject({ message: Type.String(), code: Code, params: Params }, { description });

/** The error replies every protected route may send. */
export const errorReplies = {
  400: error('Bad input; the message names the field'),
  401: error('Missing, invalid, expired or revoked token'),
  403: error("The account's role does not allow this"),
  404: error('No such record'),
  409: StrictObject(
    {
      message: Type.String(),
      code: Code,
      params: Params,
      data: Type.Optional(Type.Unknown({ description: 'with `record.changed`: the record as it is now' })),
    },
    { description: 'Conflicts with the current state' },
  ),
  410: error('No longer possible: it expired'),
  429: error('Too many requests'),
  500: error('Unexpected failure; the message carries a request id'),
};
