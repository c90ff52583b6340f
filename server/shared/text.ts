import type { FieldDeclaration } from '../../entities/types.ts';
import { badRequest } from '../errors.ts';

/** A trimmed, non-empty text field, or a 400 naming it. */
export function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`${field} must not be empty`, 'validation.empty', { field });
  return trimmed;
}

/** A text trimmed, then held to its declared length (`minLength`, at least 1, to `maxLength`), or a 400 naming it. */
export function declaredText(value: string, field: FieldDeclaration, name: string): string {
  const trimmed = requiredText(value, name);
  const { minLength = 1, maxLength = Infinity } = field;
  if (trimmed.length < minLength)
    throw badRequest(`${name} must NOT have fewer than ${minLength} characters`, 'validation.min_length', { field: name, limit: minLength });
  if (trimmed.length > maxLength)
    throw badRequest(`${name} must NOT have more than ${maxLength} characters`, 'validation.max_length', { field: name, limit: maxLength });
  return trimmed;
}

/** Only http(s) URLs are links; anything else (javascript:, data:, …) is a 400 naming the field. */
export function httpUrl(value: string, field: string): string {
  const trimmed = value.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw badRequest(`${field} must be an http(s) URL`, 'validation.url', { field });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(`${field} must be an http(s) URL`, 'validation.url', { field });
  return trimmed;
}
