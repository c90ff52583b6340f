/**
 * Whether a body is a refusal as every error answer is: `{ message }` with a stable `code` (and its
 * `params` when the message has placeholders), nothing else.
 */
export function isRefusal(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { message, code, params, ...rest } = body as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    typeof code === 'string' &&
    (params === undefined || (typeof params === 'object' && params !== null)) &&
    Object.keys(rest).length === 0
  );
}
