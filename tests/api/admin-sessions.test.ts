import { expect, it } from 'vitest';
import { enrol } from '../helpers/mfa.ts';
import { describeApi, type TestApp } from '../helpers/test-app.ts';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function signInAs(t: TestApp, email: string, password: string, userAgent: string, remoteAddress: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    token: null,
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  return res.json().data.token as string;
}

/** Where an account is signed in: listed with device, address and times; ended one by one, all others, or by an admin. */
describeApi('sessions you can see and end', (t) => {
  const list = (token: string, url = '/api/admin/me/sessions') => t.request({ method: 'GET', url, token });

  it('lists each live session with its device, address, times and which is current; ending one signs it out', async () => {
    await t.app.admins.create({ email: 'traveller@example.com', password: 'traveller-password', role: 'reviewer' });
    const laptop = await signInAs(t, 'traveller@example.com', 'traveller-password', CHROME_LINUX, '10.1.0.1');
    const phone = await signInAs(t, 'traveller@example.com', 'traveller-password', SAFARI_IPHONE, '10.1.0.2');
    const sessions = (await list(laptop)).json().data as Record<string, unknown>[];
    expect(sessions).toHaveLength(2);
    const mine = sessions.find((s) => s.current)!;
    expect(mine).toMatchObject({ browser: 'Chrome 156', os: 'Linux', address: '10.1.0.1', userAgent: CHROME_LINUX });
    expect(Date.parse(mine.startedAt as string)).toBeLessThanOrEqual(Date.parse(mine.lastSeenAt as string));
    const other = sessions.find((s) => !s.current)!;
    expect(other).toMatchObject({ browser: 'Safari 18', os: 'iOS', address: '10.1.0.2' });
    const end = await t.request({ method: 'DELETE', url: `/api/admin/me/sessions/${other.id}`, token: laptop });
    expect(end.json().code).toBe('session.ended');
    expect((await list(phone)).statusCode, 'the phone is signed out').toBe(401);
    expect((await list(laptop)).json().data).toHaveLength(1);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/me/sessions/${other.id}`, token: laptop })).statusCode, 'ended already').toBe(404);
  });

  it('"sign out everywhere else" ends every other session and keeps this one', async () => {
    await t.app.admins.create({ email: 'many@example.com', password: 'many-sessions-password', role: 'viewer' });
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push(await signInAs(t, 'many@example.com', 'many-sessions-password', CHROME_LINUX, `10.2.0.${i}`));
    const res = await t.request({ method: 'DELETE', url: '/api/admin/me/sessions', token: tokens[0] });
    expect(res.json()).toMatchObject({ code: 'session.others_ended', data: { ended: 2 } });
    expect((await list(tokens[0])).statusCode).toBe(200);
    for (const token of tokens.slice(1)) expect((await list(token)).statusCode).toBe(401);
  });

  it("one account cannot see or end another's sessions; an admin can, from Team", async () => {
    const victim = await t.app.admins.create({ email: 'victim@example.com', password: 'victim-password-x', role: 'reviewer' });
    const victimToken = await signInAs(t, 'victim@example.com', 'victim-password-x', SAFARI_IPHONE, '10.3.0.1');
    await t.app.admins.create({ email: 'nosy@example.com', password: 'nosy-password-xx', role: 'reviewer' });
    const nosy = await signInAs(t, 'nosy@example.com', 'nosy-password-xx', CHROME_LINUX, '10.3.0.2');
    const [victimSession] = (await list(victimToken)).json().data;
    expect((await t.request({ method: 'DELETE', url: `/api/admin/me/sessions/${victimSession.id}`, token: nosy })).statusCode).toBe(404);
    expect((await list(nosy, `/api/admin/admins/${victim.id}/sessions`)).statusCode).toBe(403);
    const seen = (await list(t.token, `/api/admin/admins/${victim.id}/sessions`)).json().data;
    expect(seen).toEqual([expect.objectContaining({ id: victimSession.id, current: false, os: 'iOS' })]);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/admins/${victim.id}/sessions/${victimSession.id}` })).statusCode).toBe(200);
    expect((await list(victimToken)).statusCode).toBe(401);
    const again = await signInAs(t, 'victim@example.com', 'victim-password-x', CHROME_LINUX, '10.3.0.1');
    expect((await t.request({ method: 'DELETE', url: `/api/admin/admins/${victim.id}/sessions` })).json().data.ended).toBe(1);
    expect((await list(again)).statusCode).toBe(401);
  });

  it('signing out ends the session in the list too', async () => {
    await t.app.admins.create({ email: 'leaver@example.com', password: 'leaver-password-x', role: 'viewer' });
    const a = await signInAs(t, 'leaver@example.com', 'leaver-password-x', CHROME_LINUX, '10.4.0.1');
    const b = await signInAs(t, 'leaver@example.com', 'leaver-password-x', CHROME_LINUX, '10.4.0.2');
    await t.request({ method: 'POST', url: '/api/admin/logout', token: a });
    expect((await list(b)).json().data).toHaveLength(1);
  });
});

/** After the grace period, a required account without a second factor can sign in only to enrol. */
describeApi(
  'a required account past its grace period',
  (t) => {
    it('may read its status, enrol and sign out; everything else is 403 auth.mfa_enrolment_required until it enrols', async () => {
      const me = await t.request({ method: 'GET', url: '/api/admin/me' });
      expect(me.json().data.mfa).toMatchObject({ enabled: false, required: true, graceEndsAt: expect.any(String) });
      const blocked = await t.request({ method: 'GET', url: '/api/packages' });
      expect([blocked.statusCode, blocked.json().code]).toEqual([403, 'auth.mfa_enrolment_required']);
      expect((await t.request({ method: 'GET', url: '/api/admin/me/sessions' })).statusCode).toBe(403);
      await enrol(t);
      expect((await t.request({ method: 'GET', url: '/api/packages' })).statusCode).toBe(200);
    });
  },
  { security: { mfaGraceHours: 0 } },
);
