import type { Shape } from './contract-routes.ts';

/** `value` cut to `shape`: the named keys (and `_id`) of objects, each item of arrays; values the shape does not expect pass as they are. */
export function cutToShape(value: unknown, shape: Shape): unknown {
  if (shape === true || value === null || typeof value !== 'object') return value;
  if (Array.isArray(shape)) return Array.isArray(value) ? value.map((item) => cutToShape(item, shape[0])) : value;
  if (Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  if ('_id' in source) kept._id = source._id;
  for (const [key, inner] of Object.entries(shape)) {
    if (key in source) kept[key] = cutToShape(source[key], inner);
  }
  return kept;
}

/**
 * The production backend's answer for a body of ours: a failure, or a success the contract names
 * nothing for, is its `message` alone; a success keeps `message` and what `reply` names.
 */
export function contractAnswer(body: unknown, status: number, reply: Shape | undefined): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { message } = body as { message?: unknown };
  const said = message === undefined ? {} : { message };
  if (status >= 400 || !reply) return said;
  return { ...said, ...(cutToShape(body, reply) as object) };
}
