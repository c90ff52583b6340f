import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

/** No body the API accepts comes near this; deeper nesting only serves to exhaust recursive code. */
export const MAX_JSON_DEPTH = 32;

interface Frame {
  /** The keys an object has named so far; undefined for an array. */
  keys?: Set<string>;
  /** Whether the next string in this object is a key. */
  expectingKey: boolean;
  /** The member being read: the last key of an object, the index in an array. */
  member: string | number;
}

/**
 * JSON bodies are refused with a 400 when they nest deeper than MAX_JSON_DEPTH, name a key twice in
 * one object (JSON.parse would silently keep the last), or use the key `__proto__`; anything else
 * is parsed by Fastify's own parser (empty body, invalid JSON and `constructor.prototype` are its
 * 400s). The depth is checked while scanning the raw text, before JSON.parse or any later code
 * walks the value, so nothing recursive ever sees more than MAX_JSON_DEPTH levels.
 */
export function useStrictJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    let duplicate: string | undefined;
    try {
      duplicate = scanJson(body as string);
    } catch (error) {
      return done(error as Error, undefined);
    }
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (duplicate !== undefined) return done(badRequest(`${duplicate} must appear only once in the body`, 'request.json', { field: duplicate }), undefined);
      done(null, value);
    });
  });
}

/**
 * Walks the raw JSON text once, without recursion: throws the 400 for nesting deeper than
 * MAX_JSON_DEPTH or a `__proto__` key, and returns the dotted path of the first key named twice in
 * one object. Text that is not JSON is left to the parser to refuse.
 */
export function scanJson(text: string): string | undefined {
  const frames: Frame[] = [];
  let duplicate: string | undefined;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    const top = frames[frames.length - 1];
    if (char === '"') {
      const end = closingQuote(text, at);
      if (top?.keys && top.expectingKey) {
        const key = decodeKey(text.slice(at + 1, end));
        if (key === '__proto__') throw badRequest(`${pathOf(frames, key)} is not an allowed key`, 'request.json', { field: pathOf(frames, key) });
        if (top.keys.has(key)) duplicate ??= pathOf(frames, key);
        top.keys.add(key);
        top.member = key;
        top.expectingKey = false;
      }
      at = end;
    } else if (char === '{' || char === '[') {
      if (frames.length === MAX_JSON_DEPTH)
        throw badRequest(`body must not be nested more than ${MAX_JSON_DEPTH} levels deep`, 'request.json', { field: 'body' });
      frames.push(char === '{' ? { keys: new Set(), expectingKey: true, member: '' } : { expectingKey: false, member: 0 });
    } else if (char === '}' || char === ']') {
      frames.pop();
    } else if (char === ',' && top) {
      if (top.keys) top.expectingKey = true;
      else top.member = (top.member as number) + 1;
    }
  }
  return duplicate;
}

/** The index of the quote closing the string opened at `start` (the text's end if none does). */
function closingQuote(text: string, start: number): number {
  for (let at = text.indexOf('"', start + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text[at - 1 - backslashes] === '\\') backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return text.length;
}

/** A key's text with its escapes read (`"\u0061"` and `"a"` are the same key). */
function decodeKey(raw: string): string {
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw; // not valid JSON: the parser refuses the body
  }
}

const pathOf = (frames: Frame[], key: string) => [...frames.slice(0, -1).map((f) => f.member), key].join('.');
