import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import type { EntityDeclaration } from '../../entities/types.ts';
import { admins, reviewClaims, type Admin } from '../../server/db/schema/index.ts';
import { hooksByEntity } from '../../server/domains/index.ts';
import { apiPath, declarationOf, sampleMaker } from '../helpers/entity-samples.ts';
import { insertRowWith } from '../helpers/table-rows.ts';
import { documentedOperations, type Operation } from '../helpers/openapi-operations.ts';
import { seedPendingLogs } from '../helpers/pending-logs.ts';
import { insertApprovalRequest, insertUser } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';
import { enrol, nextCode, stepUp } from '../helpers/mfa.ts';
import { claimsOf } from '../helpers/tokens.ts';

interface Sent {
  url: string;
  payload?: Record<string, unknown>;
  headers?: Record<string, string>;
}
interface Actor {
  admin: Admin;
  password: string;
  token: string;
}
/** A valid request for one operation, with whatever it needs made first (by the suite's admin). */
type ValidRequest = (actor: Actor) => Promise<Sent>;

/** Signed-in, non-GET operations that write no data, and why. */
const NOT_DATA_WRITES: Record<string, string> = {
  'POST /api/admin/logout': 'ends the session it is sent with: a session that has already ended may end again',
};

/** How the session check of an instance that has not heard of the change answers, and what changed. */
const CHANGES = [
  { name: 'disabled', set: () => ({ disabled: true }), status: 401, code: 'auth.invalid_token' },
  { name: 'demoted to viewer', set: () => ({ role: 'viewer' as const }), status: 403, code: 'auth.forbidden' },
  { name: 'given a new session version', set: (a: Admin) => ({ sessionVersion: a.sessionVersion + 1 }), status: 401, code: 'auth.invalid_token' },
];

const keyOf = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;
/** `/tasks/task/:id` as the OpenAPI document names it: `/api/tasks/task/{id}`, `{code}` for a coupon. */
const documentedPath = (path: string, d: EntityDeclaration) => `/api${path.replace(/\/$/, '').replace(':id', `{${d.idField === '_id' ? 'id' : d.idField}}`)}`;

/**
 * Every documented write, sent with a valid request by an admin whose account was disabled, demoted
 * or given a new session version directly in the database, while the session check still answers
 * the account as it was (an instance that has not heard of the change yet): each is refused with
 * 401 or 403 by its own transaction, and no table changes. The same request with a live session
 * then succeeds, so the refusal was not the request's fault.
 */
describeApi(
  'every write re-reads its admin inside its transaction',
  (t) => {
    const post = async (d: EntityDeclaration, body: Record<string, unknown>) => {
      const res = await t.request({ method: 'POST', url: apiPath(d.api.create!), payload: body });
      if (res.statusCode !== 201) throw new Error(`Creating a ${d.name}: ${res.statusCode} ${res.body}`);
      return res.json().data as Record<string, unknown>;
    };
    const samples = sampleMaker(post, (target) => insertRowWith(t.database.db)(target));
    /** A new record of the entity, by its key. */
    const created = async (d: EntityDeclaration) => String((await post(d, await samples.body(d)))[d.idField]);
    const fresh = () => randomUUID().slice(0, 8);
    const pendingLogs = async (n: number) => (await seedPendingLogs(t.database.db, n, 1)).map((log) => log.id);
    const idempotencyKey = () => ({ 'idempotency-key': randomUUID() });
    /** An account that is not the actor: the requester of an approval the actor decides. */
    const otherAdmin = async () =>
      (await t.app.admins.create({ email: `requester-${fresh()}@example.com`, password: 'requester-password', name: 'Requester' })).id;
    const teamMember = async () => {
      await stepUp(t);
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/admins',
        payload: { email: `member-${fresh()}@example.com`, name: 'Member', role: 'viewer' },
      });
      return res.json().data._id as string;
    };

    /** Declared entities' writes, derived as their routes are (server/routes/register-entity.ts). */
    const entityWrites = Object.fromEntries(
      entities
        .filter((d) => !hooksByEntity(entities).get(d.name)?.lister)
        .flatMap((d): [string, ValidRequest][] => {
          const { create, update, delete: remove } = d.api;
          const editable = (d.form?.inputs ?? []).find((source) => source !== d.idField && !d.form?.readOnlyOnEdit?.includes(source));
          return [
            ...(create
              ? [[`POST ${documentedPath(create, d)}`, async () => ({ url: apiPath(create), payload: await samples.body(d) })] as [string, ValidRequest]]
              : []),
            ...(update && editable
              ? [
                  [
                    `${d.api.updateMethod ?? 'PUT'} ${documentedPath(update, d)}`,
                    async () => ({ url: apiPath(update, await created(d)), payload: { [editable]: await samples.value(editable, d.fields[editable]) } }),
                  ] as [string, ValidRequest],
                ]
              : []),
            ...(remove ? [[`DELETE ${documentedPath(remove, d)}`, async () => ({ url: apiPath(remove, await created(d)) })] as [string, ValidRequest]] : []),
          ];
        }),
    );

    /** Enrolment and its changes, on the actor's own account (the suite requires two-factor of no role, so it may be removed). */
    const mfaWrites: Record<string, ValidRequest> = {
      'POST /api/admin/me/mfa': async () => ({ url: '/api/admin/me/mfa' }),
      'POST /api/admin/me/mfa/confirm': async (actor) => {
        const started = await t.request({ method: 'POST', url: '/api/admin/me/mfa', token: actor.token });
        return { url: '/api/admin/me/mfa/confirm', payload: { code: nextCode(t, started.json().data.secret) } };
      },
      'POST /api/admin/me/mfa/recovery-codes': async (actor) => ({
        url: '/api/admin/me/mfa/recovery-codes',
        payload: { code: nextCode(t, (await enrol(t, actor.token)).secret) },
      }),
      'DELETE /api/admin/me/mfa': async (actor) => ({ url: '/api/admin/me/mfa', payload: { code: nextCode(t, (await enrol(t, actor.token)).secret) } }),
      'POST /api/admin/me/step-up': async (actor) => ({ url: '/api/admin/me/step-up', payload: { code: nextCode(t, (await enrol(t, actor.token)).secret) } }),
    };

    /** A second live session of an account (its first request writes its row). */
    const otherSession = async (adminId: string, sessionVersion: number) => {
      const token = await t.app.tokens.sign(adminId, sessionVersion);
      await t.request({ method: 'GET', url: '/api/admin/me', token });
      return claimsOf(token).sid as string;
    };
    const memberWithSession = async () => {
      const password = `member-password-${fresh()}`;
      await stepUp(t);
      const created = await t.request({
        method: 'POST',
        url: '/api/admin/admins',
        payload: { email: `member-${fresh()}@example.com`, name: 'Member', role: 'viewer', password },
      });
      const { _id: id, email } = created.json().data as { _id: string; email: string };
      const token = (await t.request({ method: 'POST', url: '/api/admin/login', payload: { email, password }, token: null })).json().data.token as string;
      await t.request({ method: 'GET', url: '/api/admin/me', token });
      return { id, token, sessionId: claimsOf(token).sid as string };
    };
    const sessionWrites: Record<string, ValidRequest> = {
      'DELETE /api/admin/me/sessions/{sessionId}': async ({ admin }) => ({
        url: `/api/admin/me/sessions/${await otherSession(admin.id, admin.sessionVersion)}`,
      }),
      'DELETE /api/admin/me/sessions': async ({ admin }) => {
        await otherSession(admin.id, admin.sessionVersion);
        return { url: '/api/admin/me/sessions' };
      },
      'DELETE /api/admin/admins/{id}/sessions/{sessionId}': async () => {
        const member = await memberWithSession();
        return { url: `/api/admin/admins/${member.id}/sessions/${member.sessionId}` };
      },
      'DELETE /api/admin/admins/{id}/sessions': async () => ({ url: `/api/admin/admins/${(await memberWithSession()).id}/sessions` }),
      'DELETE /api/admin/admins/{id}/mfa': async (actor) => {
        const member = await memberWithSession();
        await enrol(t, member.token);
        await stepUp(t, actor.token);
        return { url: `/api/admin/admins/${member.id}/mfa` };
      },
    };

    const VALID: Record<string, ValidRequest> = {
      ...entityWrites,
      'PUT /api/admin/me/password': async (actor) => ({
        url: '/api/admin/me/password',
        payload: { currentPassword: actor.password, newPassword: `${actor.password}-changed` },
      }),
      'POST /api/tasks/review': async () => ({
        url: '/api/tasks/review',
        payload: { taskLogId: (await pendingLogs(1))[0], action: 'confirm' },
        headers: idempotencyKey(),
      }),
      'POST /api/tasks/review/bulk': async () => ({
        url: '/api/tasks/review/bulk',
        payload: { taskLogIds: await pendingLogs(3), action: 'confirm' },
        headers: idempotencyKey(),
      }),
      'POST /api/tasks/tasklogs/{id}/reverse': async () => {
        const [id] = await pendingLogs(1);
        await t.request({ method: 'POST', url: '/api/tasks/review', payload: { taskLogId: id, action: 'confirm' } });
        return { url: `/api/tasks/tasklogs/${id}/reverse`, payload: { reason: 'Recheck' }, headers: idempotencyKey() };
      },
      'POST /api/tasks/tasklogs/claims/renew': async () => ({ url: '/api/tasks/tasklogs/claims/renew' }),
      'DELETE /api/tasks/tasklogs/claims': async () => ({ url: '/api/tasks/tasklogs/claims' }),
      'DELETE /api/tasks/tasklogs/{id}/claim': async () => {
        const [id] = await pendingLogs(1);
        await t.database.db
          .insert(reviewClaims)
          .values({ taskLogId: id, adminId: await otherAdmin(), sessionId: 'recheck', expiresAt: sql`now() + interval '10 minutes'` });
        return { url: `/api/tasks/tasklogs/${id}/claim` };
      },
      'POST /api/approvals/{id}/approve': async () => ({
        url: `/api/approvals/${(await insertApprovalRequest(t.database.db, await otherAdmin())).id}/approve`,
      }),
      'POST /api/approvals/{id}/reject': async () => ({
        url: `/api/approvals/${(await insertApprovalRequest(t.database.db, await otherAdmin())).id}/reject`,
        payload: { reason: 'Recheck' },
      }),
      'PATCH /api/coupon/{code}/status': async () => ({
        url: `/api/coupon/${encodeURIComponent(await created(declarationOf('coupon')))}/status`,
        payload: { isActive: false },
      }),
      'POST /api/coupon/bulk-create': async () => ({
        url: '/api/coupon/bulk-create',
        payload: { quantity: 3, codePrefix: `RECHECK${fresh().toUpperCase()}`, packageId: await created(declarationOf('packages')), expiryDate: '2031-06-15' },
        headers: idempotencyKey(),
      }),
      'POST /api/admin/admins': async (actor) => {
        await stepUp(t, actor.token);
        return { url: '/api/admin/admins', payload: { email: `new-${fresh()}@example.com`, name: 'New Member', role: 'viewer' } };
      },
      'PUT /api/admin/admins/{id}': async (actor) => {
        await stepUp(t, actor.token);
        return { url: `/api/admin/admins/${await teamMember()}`, payload: { role: 'reviewer' } };
      },
      ...mfaWrites,
      ...sessionWrites,
      'POST /api/admin/users/{id}/freeze': async () => ({
        url: `/api/admin/users/${(await insertUser(t.database.db)).id}/freeze`,
        payload: { reason: 'Recheck' },
      }),
      'POST /api/admin/users/{id}/unfreeze': async () => {
        const user = await insertUser(t.database.db, { frozenAt: new Date(), frozenReason: 'Recheck' });
        return { url: `/api/admin/users/${user.id}/unfreeze` };
      },
      'POST /api/admin/admins/{id}/reset-password': async (actor) => {
        const member = await teamMember();
        await stepUp(t, actor.token);
        return { url: `/api/admin/admins/${member}/reset-password` };
      },
    };

    let writes: Operation[] = [];
    beforeAll(async () => {
      writes = (await documentedOperations(t)).filter((op) => op.method !== 'GET' && !op.public && !(keyOf(op) in NOT_DATA_WRITES));
    });

    it('has a valid request for every documented write operation', () => {
      expect(
        writes.map(keyOf).filter((key) => !(key in VALID)),
        'documented writes missing from VALID',
      ).toEqual([]);
      expect(
        Object.keys(VALID).filter((key) => !writes.some((op) => keyOf(op) === key)),
        'VALID requests for no documented write',
      ).toEqual([]);
    });

    /** Every table's rows, as one digest per table: a write that changed anything shows. */
    async function digest() {
      const rows = async <Row>(query: ReturnType<typeof sql.raw>) => ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
      const tables = await rows<{ name: string }>(
        sql.raw(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
      );
      const out: Record<string, string> = {};
      // A request's own bookkeeping is not a write of data: its session's "last seen", and a code attempt counted towards the lock.
      for (const { name } of tables.filter((table) => !['admin_sessions', 'login_failures'].includes(table.name))) {
        const [{ d }] = await rows<{ d: string }>(
          sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as d from "${name}" t`),
        );
        out[name] = d;
      }
      return out;
    }

    async function newActor(): Promise<Actor> {
      const password = `recheck-password-${fresh()}`;
      const admin = await t.app.admins.create({ email: `actor-${fresh()}@example.com`, password, role: 'admin' });
      return { admin, password, token: await t.app.tokens.sign(admin.id, admin.sessionVersion) };
    }

    /** Answers the actor's session as it was, whatever the database says now, while `send` runs. */
    async function withStaleSession<T>(actor: Actor, send: () => Promise<T>): Promise<T> {
      const sessions = t.app.sessions;
      const live = sessions.activeAdmin;
      sessions.activeAdmin = async (claims) => (claims.adminId === actor.admin.id ? actor.admin : live(claims));
      try {
        return await send();
      } finally {
        sessions.activeAdmin = live;
      }
    }

    for (const [key, valid] of Object.entries(VALID)) {
      it(`${key}: refused with 401/403, writing nothing, once its admin is disabled, demoted or re-keyed`, async () => {
        const method = key.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const roles = writes.find((op) => keyOf(op) === key)?.roles ?? [];
        const actor = await newActor();
        const request = await valid(actor);
        const send = () => t.request({ method, url: request.url, payload: request.payload, headers: request.headers, token: actor.token });
        for (const change of CHANGES) {
          // A viewer may still do what viewers may do (change their own password).
          if (change.name.startsWith('demoted') && roles.includes('viewer')) continue;
          const before = await digest();
          await t.database.db.update(admins).set(change.set(actor.admin)).where(eq(admins.id, actor.admin.id));
          const res = await withStaleSession(actor, send);
          const { disabled, role, sessionVersion } = actor.admin;
          await t.database.db.update(admins).set({ disabled, role, sessionVersion }).where(eq(admins.id, actor.admin.id));
          expect([res.statusCode, res.json().code], `${change.name}: ${res.body}`).toEqual([change.status, change.code]);
          const after = await digest();
          expect(
            Object.keys(after).filter((table) => after[table] !== before[table]),
            `${change.name}: tables changed`,
          ).toEqual([]);
        }
        const live = await send();
        expect(live.statusCode, `the same request with a live session: ${live.body}`).toBeLessThan(300);
        expect(live.headers['idempotent-replayed']).toBeUndefined();
      });
    }

    it('a replay for a session that has ended is refused too; the admin signed in again gets the stored answer', async () => {
      const actor = await newActor();
      const request = await VALID['POST /api/tasks/review'](actor);
      const send = (token: string) => t.request({ method: 'POST', url: request.url, payload: request.payload, headers: request.headers, token });
      expect((await send(actor.token)).statusCode).toBe(200);
      const before = await digest();
      await t.database.db.update(admins).set({ disabled: true }).where(eq(admins.id, actor.admin.id));
      expect((await withStaleSession(actor, () => send(actor.token))).statusCode).toBe(401);
      await t.database.db
        .update(admins)
        .set({ disabled: false, sessionVersion: actor.admin.sessionVersion + 1 })
        .where(eq(admins.id, actor.admin.id));
      const again = await send(await t.app.tokens.sign(actor.admin.id, actor.admin.sessionVersion + 1));
      expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
      const after = await digest();
      expect(Object.keys(after).filter((table) => after[table] !== before[table] && table !== 'admins')).toEqual([]);
    });
  },
  { security: { mfaRequiredRoles: [] } },
);
