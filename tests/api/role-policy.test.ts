import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { CAPABILITIES, ROLES, type Role } from '../../entities/roles.ts';
import { admins } from '../../server/db/schema/index.ts';
import { documentedOperations, fillPath, plausibleParam, type Operation } from '../helpers/openapi-operations.ts';
import { describeApi, TEST_ADMIN } from '../helpers/test-app.ts';

const PASSWORD = 'role-policy-password-1';

/**
 * Every documented operation, called by an account of every role: a role the operation's declared
 * capability does not include gets 403 { message } (never 401: the console keeps it signed in), the
 * others get past the check. The operations come from the OpenAPI document, so a new route is
 * checked the day it is added, and one without a declared capability fails here.
 */
describeApi('the role policy over every documented route', (t) => {
  let operations: Operation[];
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    operations = (await documentedOperations(t)).filter((op) => !op.public);
    for (const role of ROLES) {
      const email = `${role}-policy@example.com`;
      await t.app.admins.create({ email, password: PASSWORD, name: `${role} account` });
      await t.database.db.update(admins).set({ role }).where(eq(admins.email, email));
      const login = await t.request({ method: 'POST', url: '/api/admin/login', payload: { email, password: PASSWORD }, token: null });
      expect(login.json().data.admin.role).toBe(role);
      tokens[role] = login.json().data.token;
    }
  });

  it('declares the roles of every signed-in operation, from the capabilities', () => {
    const allowed = new Set(Object.values(CAPABILITIES).map((roles) => roles.join(',')));
    for (const op of operations) expect(op.roles && allowed.has(op.roles.join(',')), `${op.method} ${op.path}`).toBe(true);
    expect(t.app.routeAccess.undeclared()).toEqual([]);
  });

  it('answers 403 { message } to every role an operation does not allow, and lets the others through', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.path !== '/api/admin/logout')) {
      for (const role of ROLES) {
        // A stream allowed would answer for ever: an unknown parameter makes it a 400 after the role check (403 before it).
        const res = await t.request({
          method: op.method,
          url: fillPath(op.path, plausibleParam) + (op.stream ? '?probe=1' : ''),
          token: tokens[role],
          payload: op.bodyFields.length ? {} : undefined,
        });
        const allowed = op.roles!.includes(role);
        // A role's refusal is `auth.forbidden`; an allowed role may still be asked for a fresh code (`auth.step_up_required`).
        const refusedForRole = res.statusCode === 403 && res.json().code === 'auth.forbidden';
        if (allowed ? refusedForRole || res.statusCode === 401 : !refusedForRole || typeof res.json().message !== 'string') {
          failures.push(`${role} ${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('a viewer reads lists but cannot review, and stays signed in after a 403', async () => {
    const list = await t.request({ method: 'GET', url: '/api/tasks/tasklogs', token: tokens.viewer });
    expect(list.statusCode).toBe(200);
    const review = await t.request({
      method: 'POST',
      url: '/api/tasks/review',
      token: tokens.viewer,
      payload: { taskLogId: plausibleParam('id'), action: 'confirm' },
    });
    expect(review.statusCode).toBe(403);
    expect(review.json()).toMatchObject({ message: 'Your role (viewer) does not allow this', code: 'auth.forbidden' });
    expect((await t.request({ method: 'GET', url: '/api/admin/dashboard', token: tokens.viewer })).statusCode).toBe(200);
  });

  it('a reviewer reviews but cannot mint coupons or change the catalogue', async () => {
    const bulk = await t.request({ method: 'POST', url: '/api/coupon/bulk-create', token: tokens.reviewer, payload: { count: 1 } });
    expect(bulk.statusCode).toBe(403);
    const review = await t.request({
      method: 'POST',
      url: '/api/tasks/review/bulk',
      token: tokens.reviewer,
      payload: { taskLogIds: [plausibleParam('id')], action: 'reject', reason: 'Duplicate submission' },
    });
    expect(review.json().data.results).toEqual([{ taskLogId: plausibleParam('id'), outcome: 'not_found' }]);
  });

  it('accounts made before roles, and the first one, are admins', async () => {
    const login = await t.request({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN, token: null });
    expect(login.json().data.admin).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
  });
});
