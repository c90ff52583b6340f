import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { RENEWED_TOKEN_HEADER } from '../../server/plugins/auth.ts';
import { TEST_ADMIN, testConfig } from '../helpers/test-app.ts';

const OLD = 'the-old-secret-that-is-long-enough-for-hs256';
const NEW = 'the-new-secret-that-is-long-enough-for-hs256';

/**
 * Rotating JWT_SECRET: instances restarted with the new secret and the old one in
 * JWT_SECRET_PREVIOUS accept tokens signed with either, and hand a token signed with the old one
 * a renewal under the new one at its first use; dropping the old secret later ends only the
 * sessions that never came back.
 */
let database: Database;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
const start = async (jwtSecret: string, jwtPreviousSecrets?: string[]) => {
  const app = await buildApp(testConfig({ jwtSecret, jwtPreviousSecrets }), { database, logger: false });
  apps.push(app);
  return app;
};
const get = (app: Awaited<ReturnType<typeof buildApp>>, token: string) =>
  app.inject({ method: 'GET', url: '/api/packages', headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  database = await createDatabase({ driver: 'pglite' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

it('accepts a former secret’s token, renews it under the new secret at once, and refuses it once the former secret is dropped', async () => {
  const before = await start(OLD);
  const oldToken = (await before.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN })).json().data.token as string;

  const rotated = await start(NEW, [OLD]);
  const first = await get(rotated, oldToken);
  expect(first.statusCode).toBe(200);
  const renewed = first.headers[RENEWED_TOKEN_HEADER] as string;
  expect(renewed).toBeTruthy();

  const after = await start(NEW);
  expect((await get(after, renewed)).statusCode).toBe(200);
  expect((await get(after, oldToken)).statusCode).toBe(401);
  // A fresh token under the new secret is not renewed before its half-life.
  expect((await get(rotated, renewed)).headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
});
