import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { createDatabase } from '../../server/db/client.ts';
import { admins } from '../../server/db/schema/index.ts';
import { sendJson, signIn, withToken } from '../helpers/api-client.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { E2E_ADMIN, startServerProcess } from '../helpers/server-process.ts';
import { createThrowawayPostgres } from '../helpers/test-app.ts';
import { markSteppedUp } from '../helpers/mfa.ts';

const ROUNDS = 12;
const SECOND = { email: 'second-admin@example.com', password: 'second-admin-password' };

/**
 * The last two enabled admins demote (or disable) each other at the same moment, through two server
 * processes on one PostgreSQL: one change wins, the other is refused, and one enabled admin is left.
 */
describe('concurrent demotions of the last two admins', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  itOnPostgres(
    `leave one enabled admin, two processes, ${ROUNDS} rounds`,
    async () => {
      const { url, drop } = await createThrowawayPostgres();
      cleanup.push(drop);
      // Each round signs in twice: as from its own client address (one proxy hop believed), so that the
      // rounds stay under the 20 sign-ins a minute allowed per address.
      const env = { DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('base64url'), TRUST_PROXY: '1' };
      const servers = [await startServerProcess(env), await startServerProcess(env)];
      cleanup.push(...servers.map((s) => () => s.stop()));
      const database = await createDatabase({ driver: 'pg', url });
      cleanup.push(() => database.close());
      const first = await signIn(servers[0].baseUrl);
      await markSteppedUp(database.db, first.token);
      const added = await first.send('POST', '/api/admin/admins', { ...SECOND, name: 'Second Admin', role: 'admin' });
      expect(added.status).toBe(201);
      const ids = [(await database.db.select().from(admins).where(eq(admins.email, E2E_ADMIN.email)))[0].id, added.body.data._id];

      for (let round = 0; round < ROUNDS; round++) {
        // Both are enabled admins again, each signed in on their own server.
        await database.db.update(admins).set({ role: 'admin', disabled: false, mfaSecret: null }).where(inArray(admins.id, ids));
        const tokens = await Promise.all(
          [E2E_ADMIN, SECOND].map(
            async (who, i) =>
              (await sendJson(servers[i].baseUrl, 'POST', '/api/admin/login', who, { 'x-forwarded-for': `198.51.100.${round * 2 + i + 1}` })).body.data.token,
          ),
        );
        // A new role needs a code entered in the session lately: given here, as the race is the subject.
        for (const token of tokens) await markSteppedUp(database.db, token);
        const change = round % 2 ? { disabled: true } : { role: 'viewer' };
        const replies = await Promise.all([0, 1].map((i) => withToken(servers[i].baseUrl, tokens[i]).send('PUT', `/api/admin/admins/${ids[1 - i]}`, change)));
        const statuses = replies.map((r) => r.status);
        expect(
          statuses.filter((s) => s === 200),
          `round ${round}: ${JSON.stringify(replies.map((r) => r.body))}`,
        ).toHaveLength(1);
        for (const reply of replies.filter((r) => r.status !== 200)) {
          // Refused by the guard, or the loser's own session had already ended with its role.
          expect([409, 401, 403], `round ${round}`).toContain(reply.status);
          if (reply.status === 409) expect(reply.body.code).toBe('team.last_admin');
        }
        const enabledAdmins = await database.db
          .select()
          .from(admins)
          .where(and(eq(admins.role, 'admin'), eq(admins.disabled, false)));
        expect(enabledAdmins, `round ${round}`).toHaveLength(1);
      }
    },
    180_000,
  );
});
