import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RENEWED_TOKEN_HEADER } from '../../server/plugins/auth.ts';
import { signIn } from '../helpers/api-client.ts';

/**
 * The browser suite signs the e2e admin in once per server and its files share that session: each
 * sign-in takes a code of the admin's authenticator, one per 30-second step, so a sign-in per file
 * made files wait for the clock. No file may end this session (tests that sign out use their own).
 */
export async function startSuiteSession(baseUrl: string, folder: string): Promise<string> {
  const file = join(folder, 'suite-session.json');
  writeFileSync(file, JSON.stringify({ token: (await signIn(baseUrl)).token }));
  return file;
}

/**
 * The shared session's token, renewed when the server renews it (past half its life), so that it
 * outlives a long run; a session the server no longer knows is replaced by a new sign-in.
 */
export async function suiteToken(baseUrl: string, file: string): Promise<string> {
  const { token } = JSON.parse(readFileSync(file, 'utf8')) as { token: string };
  const me = await fetch(`${baseUrl}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } });
  const current = me.status === 401 ? (await signIn(baseUrl)).token : (me.headers.get(RENEWED_TOKEN_HEADER) ?? token);
  if (me.status !== 200 && me.status !== 401) throw new Error(`GET /api/admin/me answered ${me.status}`);
  if (current !== token) writeFileSync(file, JSON.stringify({ token: current }));
  return current;
}
