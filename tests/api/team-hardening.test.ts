import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { admins, auditLog } from '../../server/db/schema/index.ts';
import { createMember, resetMemberPassword, updateMember } from '../../server/accounts/team.ts';
import { describeApi } from '../helpers/test-app.ts';
import { stepUp } from '../helpers/mfa.ts';

/** What an outsider tried against the team routes, each now refused. */
/** The account re-check is the subject here: the fresh-code check lets everything through. */
const noStepUp = async () => {};

describeApi('team routes, hardened', (t) => {
  // Its admin adds accounts: with a code entered lately.
  beforeAll(() => stepUp(t));
  const add = (payload: object) => t.request({ method: 'POST', url: '/api/admin/admins', payload });
  const login = (email: string, password: string) => t.request({ method: 'POST', url: '/api/admin/login', payload: { email, password }, token: null });

  it('a request already under way when its admin was disabled, demoted or re-keyed writes nothing', async () => {
    const { data } = (await add({ email: 'in-flight@example.com', name: 'In Flight', role: 'admin' })).json();
    const { id, sessionVersion } = (await t.app.admins.findById(data._id))!;
    const snapshot = { id, sessionVersion, capability: 'team' } as const;
    const target = (await add({ email: 'target@example.com', name: 'Target', role: 'viewer' })).json().data;
    await t.database.db.update(admins).set({ disabled: true }).where(eq(admins.id, data._id));
    await expect(createMember(t.database.db, snapshot, { email: 'backdoor@example.com', name: 'Backdoor', role: 'admin' }, noStepUp)).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(resetMemberPassword(t.database.db, snapshot, target._id, noStepUp)).rejects.toMatchObject({ statusCode: 401 });
    await t.database.db.update(admins).set({ disabled: false, role: 'viewer' }).where(eq(admins.id, data._id));
    await expect(updateMember(t.database.db, snapshot, target._id, { role: 'admin' }, noStepUp)).rejects.toMatchObject({ statusCode: 403 });
    await t.database.db
      .update(admins)
      .set({ role: 'admin', sessionVersion: snapshot.sessionVersion + 1 })
      .where(eq(admins.id, data._id));
    await expect(updateMember(t.database.db, snapshot, target._id, { role: 'admin' }, noStepUp)).rejects.toMatchObject({ statusCode: 401 });
    expect(await t.app.admins.findByEmail('backdoor@example.com')).toBeUndefined();
    expect((await t.app.admins.findById(target._id))!.role).toBe('viewer');
  });

  it('counts wrong current passwords towards the account lock, audits them, and keeps the session start', async () => {
    const password = 'own-password-123';
    await add({ email: 'guessed@example.com', name: 'Guessed', role: 'viewer', password });
    const signedIn = (await login('guessed@example.com', password)).json().data.token;
    const change = (currentPassword: string) =>
      t.request({ method: 'PUT', url: '/api/admin/me/password', token: signedIn, payload: { currentPassword, newPassword: 'a-new-password-1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await change(`guess-${i}-password`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    const admin = (await t.app.admins.findByEmail('guessed@example.com'))!;
    const failed = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, admin.id), eq(auditLog.action, 'password-failed')));
    expect(failed).toHaveLength(10);
  });

  it('a changed password goes on in the same session (its 12-hour limit kept)', async () => {
    const password = 'same-session-123';
    await add({ email: 'same-session@example.com', name: 'Same Session', role: 'viewer', password });
    const before = (await login('same-session@example.com', password)).json().data.token;
    const after = (
      await t.request({
        method: 'PUT',
        url: '/api/admin/me/password',
        token: before,
        payload: { currentPassword: password, newPassword: 'another-password-1' },
      })
    ).json().data.token;
    const [a, b] = [await t.app.tokens.verify(before), await t.app.tokens.verify(after)];
    expect(b!.sessionId).toBe(a!.sessionId);
    expect(b!.sessionStartedAt.getTime()).toBe(a!.sessionStartedAt.getTime());
  });

  it('counts password characters as people do, spaces around them not counted', async () => {
    const made = (password: string) => add({ email: `pw-${crypto.randomUUID().slice(0, 8)}@example.com`, name: 'Pw', role: 'viewer', password });
    expect((await made('😀'.repeat(6))).statusCode).toBe(400);
    expect((await made(' '.repeat(12))).statusCode).toBe(400);
    expect((await made(`  ${'x'.repeat(11)}  `)).statusCode).toBe(400);
    expect((await made('😀'.repeat(12))).statusCode).toBe(201);
  });

  it('refuses control and text-direction characters in names', async () => {
    const res = await add({ email: 'bidi@example.com', name: '\u202eevil', role: 'viewer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('name must not contain control or text-direction characters');
    expect((await add({ email: 'bidi@example.com', name: 'Ọlá Adé', role: 'viewer' })).statusCode).toBe(201);
  });

  it('keeps a password typed into the email field out of the audit log', async () => {
    await login('MySecretPass w0rd!', 'x');
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'sign-in-failed'));
    expect(JSON.stringify(rows)).not.toContain('MySecretPass');
  });

  it('refuses q on a list with nothing to search, rather than ignoring it', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/activity?q=zzzz' });
    expect(res.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/admin/admins?q=guessed' })).json().data).toHaveLength(1);
  });
});
