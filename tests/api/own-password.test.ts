import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { describeApi } from '../helpers/test-app.ts';

const EMAIL = 'changes-own@example.com';
const FIRST = 'first-password-123';

describeApi('PUT /api/admin/me/password', (t) => {
  const login = (password: string) => t.request({ method: 'POST', url: '/api/admin/login', payload: { email: EMAIL, password }, token: null });
  const change = (token: string, payload: object) => t.request({ method: 'PUT', url: '/api/admin/me/password', token, payload });
  const dashboard = (token: string) => t.request({ method: 'GET', url: '/api/admin/dashboard', token });

  it('refuses a short, unchanged or wrong password with a 400 naming the field (never a 401)', async () => {
    await t.app.admins.create({ email: EMAIL, password: FIRST, name: 'Own password' });
    const token = (await login(FIRST)).json().data.token;
    for (const [payload, message] of [
      [{ currentPassword: FIRST, newPassword: 'short-pass' }, 'newPassword must be at least 12 characters'],
      [{ currentPassword: FIRST, newPassword: FIRST }, 'newPassword must differ from the current password'],
      [{ currentPassword: 'not-the-password', newPassword: 'a-new-password-456' }, 'currentPassword is not your current password'],
    ] as const) {
      const res = await change(token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await dashboard(token)).statusCode, 'still signed in').toBe(200);
  });

  it('changes it, ends the other sessions, keeps this one with the token answered, and audits it', async () => {
    const mine = (await login(FIRST)).json().data.token;
    const other = (await login(FIRST)).json().data.token;
    const res = await change(mine, { currentPassword: FIRST, newPassword: 'a-new-password-456' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Password changed', code: 'auth.password_changed' });
    expect((await dashboard(res.json().data.token)).statusCode).toBe(200);
    expect((await dashboard(other)).statusCode).toBe(401);
    expect((await dashboard(mine)).statusCode).toBe(401);
    expect((await login(FIRST)).statusCode).toBe(401);
    expect((await login('a-new-password-456')).statusCode).toBe(200);
    const admin = await t.app.admins.findByEmail(EMAIL);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, admin!.id));
    expect(
      audits
        .map((a) => a.action)
        .filter((action) => !action.startsWith('sign-'))
        .sort(),
    ).toEqual(['password', 'password-failed']);
  });
});
