import { badRequest } from '../errors.ts';

/** A trimmed, non-empty text field, or a 400 naming it. */
export function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`${field} must not be empty`, 'validation.empty', { field });
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
