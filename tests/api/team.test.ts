import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { describeApi, TEST_ADMIN } from '../helpers/test-app.ts';
import { signIn, stepUp } from '../helpers/mfa.ts';

/** The team routes as an admin uses them: add, list, change, disable, reset; the guards that keep one admin. */
describeApi('team accounts: /api/admin/admins', (t) => {
  // New accounts, roles, access and password resets need a code entered lately.
  beforeAll(() => stepUp(t));
  const add = (payload: object, token?: string) => t.request({ method: 'POST', url: '/api/admin/admins', payload, token });
  const change = (id: string, payload: object, token?: string) => t.request({ method: 'PUT', url: `/api/admin/admins/${id}`, payload, token });
  const login = (email: string, password: string) => t.request({ method: 'POST', url: '/api/admin/login', payload: { email, password }, token: null });
  const dashboard = (token: string) => t.request({ method: 'GET', url: '/api/admin/dashboard', token });
  const auditsOf = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.createdAt);

  it('adds an account with a generated password shown once, and lists it without secrets', async () => {
    const res = await add({ email: 'Reviewer.One@Example.com', name: 'Ada Reviewer', role: 'reviewer' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ email: 'Reviewer.One@Example.com', name: 'Ada Reviewer', role: 'reviewer', disabled: false, lastLoginAt: null });
    expect(data.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const signedIn = await login('reviewer.one@example.com', data.password);
    expect(signedIn.json().data.admin.role).toBe('reviewer');
    const list = (await t.request({ method: 'GET', url: '/api/admin/admins' })).json().data;
    const row = list.find((a: { _id: string }) => a._id === data._id);
    expect(Object.keys(row).sort()).toEqual(['_id', 'createdAt', 'disabled', 'email', 'lastLoginAt', 'name', 'role', 'version']);
    expect(row.lastLoginAt).not.toBeNull();
    const [audit] = await auditsOf(data._id);
    expect(audit).toMatchObject({
      action: 'create',
      entity: 'admin',
      details: { email: 'Reviewer.One@Example.com', role: 'reviewer', passwordGenerated: true },
    });
    expect(JSON.stringify(await auditsOf(data._id))).not.toContain(data.password);
  });

  it('takes a chosen password of 12+ characters, and refuses a clash ignoring case, bad emails and roles', async () => {
    const ok = await add({ email: 'viewer@example.com', name: 'Vic Viewer', role: 'viewer', password: 'chosen-password-1' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.password).toBeUndefined();
    const clash = await add({ email: 'VIEWER@example.com', name: 'Again', role: 'viewer' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: 'An admin with email VIEWER@example.com already exists', code: 'team.email_taken' });
    for (const [payload, status] of [
      [{ email: 'x@example.com', name: 'X', role: 'viewer', password: 'short' }, 400],
      [{ email: 'not-an-email', name: 'X', role: 'viewer' }, 400],
      [{ email: 'vİp@example.com', name: 'X', role: 'viewer' }, 400],
      [{ email: 'y@example.com', name: 'X', role: 'owner' }, 400],
      [{ email: 'z@example.com', name: '   ', role: 'viewer' }, 400],
      [{ email: 'w@example.com', name: 'W', role: 'viewer', isAdmin: true }, 400],
    ] as const) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await add({ email: 'x@example.com', name: 'X', role: 'viewer', password: 'short' })).json().message).toBe(
      'password must be at least 12 characters',
    );
  });

  it('changes name and role (ending the sessions on a new role), disables and enables, each audited before → after', async () => {
    const { data } = (await add({ email: 'change-me@example.com', name: 'Change Me', role: 'viewer' })).json();
    const token = (await login('change-me@example.com', data.password)).json().data.token;
    const renamed = await change(data._id, { name: 'Changed Name' });
    await stepUp(t);
    expect(renamed.json()).toMatchObject({ code: 'team.updated', data: { name: 'Changed Name', role: 'viewer' } });
    expect((await dashboard(token)).statusCode, 'a new name keeps the session').toBe(200);
    expect((await change(data._id, { role: 'reviewer' })).json().data.role).toBe('reviewer');
    expect((await dashboard(token)).statusCode, 'a new role ends it').toBe(401);
    const token2 = (await login('change-me@example.com', data.password)).json().data.token;
    expect((await change(data._id, { disabled: true })).json().data.disabled).toBe(true);
    expect((await dashboard(token2)).statusCode).toBe(401);
    expect((await login('change-me@example.com', data.password)).statusCode).toBe(401);
    expect((await change(data._id, { disabled: false })).json().data.disabled).toBe(false);
    expect((await login('change-me@example.com', data.password)).statusCode).toBe(200);
    const updates = (await auditsOf(data._id)).filter((a) => a.action === 'update').map((a) => a.details);
    expect(updates).toEqual([
      { changes: { name: { from: 'Change Me', to: 'Changed Name' } } },
      { changes: { role: { from: 'viewer', to: 'reviewer' } } },
      { changes: { disabled: { from: false, to: true } } },
      { changes: { disabled: { from: true, to: false } } },
    ]);
    expect((await change(data._id, {})).statusCode).toBe(400);
    expect((await change(data._id, { email: 'new@example.com' })).statusCode).toBe(400);
    expect((await change('00000000-0000-4000-8000-000000000000', { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('a change made from an older version is 409 record.changed with the member now; the current version saves', async () => {
    const { data } = (await add({ email: 'versioned@example.com', name: 'Versioned', role: 'viewer' })).json();
    expect(data.version).toBe(1);
    expect((await change(data._id, { name: 'Renamed once', version: 1 })).json().data.version).toBe(2);
    const stale = await change(data._id, { role: 'admin', version: 1 });
    expect([stale.statusCode, stale.json()]).toMatchObject([
      409,
      { code: 'record.changed', params: { version: 2 }, data: { name: 'Renamed once', role: 'viewer' } },
    ]);
    expect((await change(data._id, { version: 'two' })).statusCode).toBe(400);
    expect((await change(data._id, { name: 'Renamed twice', version: 2 })).json().data).toMatchObject({ name: 'Renamed twice', version: 3 });
  });

  it('resets a password: a new one shown once, the old one and every session end, audited', async () => {
    const { data } = (await add({ email: 'forgot@example.com', name: 'Forgot', role: 'viewer' })).json();
    const token = (await login('forgot@example.com', data.password)).json().data.token;
    const reset = await t.request({ method: 'POST', url: `/api/admin/admins/${data._id}/reset-password` });
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json().data.password;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(fresh).not.toBe(data.password);
    expect((await dashboard(token)).statusCode).toBe(401);
    expect((await login('forgot@example.com', data.password)).statusCode).toBe(401);
    expect((await login('forgot@example.com', fresh)).statusCode).toBe(200);
    expect((await auditsOf(data._id)).map((a) => a.action)).toContain('password-reset');
    expect((await t.request({ method: 'POST', url: '/api/admin/admins/00000000-0000-4000-8000-000000000000/reset-password' })).statusCode).toBe(404);
  });

  it('nobody disables or demotes themselves, and the last enabled admin stays one (409 saying why)', async () => {
    const me = await t.app.admins.findByEmail(TEST_ADMIN.email);
    await stepUp(t);
    const self = await change(me!.id, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: 'You cannot disable your own account', code: 'team.self_disable' });
    expect((await change(me!.id, { role: 'viewer' })).json()).toMatchObject({ message: 'You cannot demote your own account' });
    expect((await change(me!.id, { name: 'Still Me', role: 'admin' })).statusCode).toBe(200);

    const { data: other } = (await add({ email: 'second-admin@example.com', name: 'Second Admin', role: 'admin' })).json();
    const otherToken = (await login('second-admin@example.com', other.password)).json().data.token;
    await stepUp(t, otherToken);
    // Demote every other enabled admin, then the second admin tries to demote the first: refused.
    const admins = (await t.request({ method: 'GET', url: '/api/admin/admins?role=admin&disabled=false' })).json().data as { _id: string }[];
    for (const a of admins.filter((a) => a._id !== me!.id && a._id !== other._id)) expect((await change(a._id, { role: 'viewer' })).statusCode).toBe(200);
    expect((await change(me!.id, { role: 'viewer' }, otherToken)).statusCode).toBe(200);
    const last = await change(other._id, { disabled: true }, t.token);
    expect(last.statusCode, 'the first admin was demoted: its session ended').toBe(401);
    const relogin = await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await change(other._id, { role: 'viewer' }, relogin)).statusCode, 'a viewer has no team rights').toBe(403);
    expect((await change(other._id, { role: 'viewer' }, otherToken)).json()).toMatchObject({ code: 'team.self_demote' });
    // Restore the first admin for the other tests of this file.
    expect((await change(me!.id, { role: 'admin' }, otherToken)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me!.id), eq(auditLog.action, 'update')))
      .orderBy(auditLog.createdAt)
      .limit(1)
      .offset(1);
    expect(row.adminId).toBe(other._id);
  });

  it('records sign-ins, failed sign-ins (known and unknown emails) and sign-outs', async () => {
    const { data } = (await add({ email: 'audited@example.com', name: 'Audited', role: 'viewer' }, await freshToken())).json();
    await login('audited@example.com', 'wrong-password-1');
    await login('nobody-here@example.com', 'wrong-password-1');
    const token = (await login('audited@example.com', data.password)).json().data.token;
    await t.request({ method: 'POST', url: '/api/admin/logout', token });
    const mine = (await auditsOf(data._id)).map((a) => [a.action, a.adminId === data._id || a.action === 'create']);
    expect(mine).toEqual([
      ['create', true],
      ['sign-in-failed', true],
      ['sign-in', true],
      ['sign-out', true],
    ]);
    const [unknown] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in-failed'), sql`${auditLog.details}->>'email' = 'nobody-here@example.com'`));
    expect(unknown).toMatchObject({ adminId: null, details: { email: 'nobody-here@example.com', reason: 'password' } });
  });

  const freshToken = () => signIn(t, TEST_ADMIN.email, TEST_ADMIN.password);
});
