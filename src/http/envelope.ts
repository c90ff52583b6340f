/** Reads the contract's envelopes tolerantly: a record or list may sit in `data` or be the body itself. */
type Json = unknown;
type Obj = Record<string, unknown>;

const isObject = (value: Json): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list in `{ data: [...] }`, `{ data: { data: [...] } }` or a bare array. */
export function readList(json: Json): Obj[] {
  if (Array.isArray(json)) return json as Obj[];
  if (isObject(json)) {
    if (Array.isArray(json.data)) return json.data as Obj[];
    if (isObject(json.data) && Array.isArray(json.data.data)) return json.data.data as Obj[];
  }
  throw new TypeError('The server answered a list request without a list');
}

/** The record in `{ data: {...} }` or the body itself; undefined when the answer carries none. */
export function readRecord(json: Json): Obj | undefined {
  if (!isObject(json)) return undefined;
  if (isObject(json.data)) return json.data;
  // What an answer says about itself is not part of the record.
  const { message: _message, code: _code, params: _params, ...rest } = json;
  return Object.keys(rest).length ? rest : undefined;
}

/** Login answers `{ data: { token, admin } }`; accept the token and admin at the top level too. */
export function readLogin(json: Json): { token?: string; admin?: Obj; message?: string; challenge?: string; mfa?: Obj } {
  const body = isObject(json) ? json : {};
  const inner = isObject(body.data) ? body.data : body;
  const token = typeof inner.token === 'string' ? inner.token : typeof body.token === 'string' ? body.token : undefined;
  const admin = isObject(inner.admin) ? inner.admin : isObject(body.admin) ? body.admin : undefined;
  // Our server's extensions: a second step's challenge instead of a token, and the account's two-factor status.
  const challenge = inner.mfaRequired === true && typeof inner.challenge === 'string' ? inner.challenge : undefined;
  const mfa = isObject(inner.mfa) ? inner.mfa : undefined;
  return { token, admin, message: typeof body.message === 'string' ? body.message : undefined, challenge, mfa };
}
