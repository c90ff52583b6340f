// @vitest-environment node
import type { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secondStep } from '@/authProvider/index.ts';
import { readRecord } from '@/http/envelope.ts';
import { ENROL_PROMPT_KEY, getAdmin, serverHasMfa, storeSession } from '@/http/session.ts';
import { registerStepUpAsker } from '@/http/stepUp.ts';
import { consoleProviders } from '../support/consoleProviders.ts';
import { importServerModule, startLiveServer, type LiveServer } from '../support/liveServer.ts';
import { installMemoryStorage } from '../support/memoryStorage.ts';

const storage = installMemoryStorage();
let server: LiveServer;
let totp: { codeAt(secret: string, step: number): string; stepAt(ms: number): number };
beforeAll(async () => {
  server = await startLiveServer();
  totp = await importServerModule('server/accounts/mfa/totp.ts');
});
afterAll(() => server?.close());
beforeEach(() => storage.clear());

/** The live server's clock: each code is of a later step, as a person typing it a little later would see. */
const clock = () => (server as unknown as { clock: { now(): number; advance(ms: number): void } }).clock;
const nextCode = (secret: string) => {
  clock().advance(30_000);
  return totp.codeAt(secret, totp.stepAt(clock().now()));
};
let secret = '';

describe('two-factor sign-in, through the console providers against the real server', () => {
  it('a required account is asked to enrol once signed in; once enrolled, the password answers a challenge and stores nothing', async () => {
    const { authProvider, http } = consoleProviders(server.apiUrl);
    await authProvider.login(server.admin);
    expect(getAdmin()?.mfa).toMatchObject({ enabled: false, required: true });
    expect(serverHasMfa()).toBe(true);
    expect(storage.getItem(ENROL_PROMPT_KEY)).toBe('1');
    secret = (readRecord((await http('/admin/me/mfa', { method: 'POST' })).json) as { secret: string }).secret;
    await http('/admin/me/mfa/confirm', { method: 'POST', body: { code: nextCode(secret) } });
    storage.clear();
    const answer = await authProvider.login(server.admin);
    expect(answer).toMatchObject({ challenge: expect.any(String) });
    expect(storage.getItem('token')).toBeNull();
    const wrong = await secondStep(http, answer.challenge!, { code: '000000' }).catch((error: HttpError) => error);
    expect((wrong as HttpError).message).toMatch(/That code is not right/);
    await secondStep(http, answer.challenge!, { code: nextCode(secret) });
    expect(storage.getItem('token')).toMatch(/^ey/);
    expect(getAdmin()).toMatchObject({ email: server.admin.email, mfa: { enabled: true } });
    expect(storage.getItem(ENROL_PROMPT_KEY)).toBeNull();
  });

  it('a change refused for want of a fresh code is sent again, with the same Idempotency-Key, once one is accepted; a cancel keeps the refusal', async () => {
    const { authProvider, http } = consoleProviders(server.apiUrl);
    const { challenge } = await authProvider.login(server.admin);
    await secondStep(http, challenge!, { code: nextCode(secret) });
    const member = readRecord(
      (await http('/admin/admins', { method: 'POST', body: { email: 'member@example.com', name: 'Member', role: 'viewer' } })).json,
    ) as { _id: string };
    clock().advance(11 * 60_000);
    let asked = 0;
    const unregister = registerStepUpAsker(async () => {
      asked += 1;
      await http('/admin/me/step-up', { method: 'POST', body: { code: nextCode(secret) } });
      return true;
    });
    const sent = server.requests.length;
    const changed = await http(`/admin/admins/${member._id}`, { method: 'PUT', body: { role: 'reviewer' }, headers: { 'Idempotency-Key': 'same-key' } });
    expect(readRecord(changed.json)).toMatchObject({ role: 'reviewer' });
    expect(asked).toBe(1);
    expect(server.requests.slice(sent).filter((line) => line.startsWith('PUT '))).toHaveLength(2);
    unregister();
    clock().advance(11 * 60_000);
    registerStepUpAsker(async () => false);
    const refused = await http(`/admin/admins/${member._id}`, { method: 'PUT', body: { role: 'viewer' } }).catch((error: HttpError) => error);
    expect(refused).toMatchObject({ status: 403, body: { code: 'auth.step_up_required' } });
  });

  it('against the production backend (no `mfa` at sign-in) there is no Security screen, and no prompt', () => {
    storeSession('a-token', { _id: '1', name: 'Prod Admin', email: 'prod@example.com' });
    expect(serverHasMfa()).toBe(false);
    expect(storage.getItem(ENROL_PROMPT_KEY)).toBeNull();
  });
});
