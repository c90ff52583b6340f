import { describe, expect } from 'vitest';
import { sendJson, signIn } from '../helpers/api-client.ts';
import { markSteppedUp, realTimeCode } from '../helpers/mfa.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { twoProcessesOnPostgres } from '../helpers/two-processes.ts';

const ROUNDS = 6;

/** The same code sent to two server processes on one PostgreSQL at the same moment: exactly one signs in. */
describe('a code accepted once across processes', () => {
  const start = twoProcessesOnPostgres();

  itOnPostgres(
    `two processes, ${ROUNDS} accounts: each account's code sent to both at once signs in exactly once`,
    async () => {
      // One proxy in front: each round's requests come from their own client address (20 sign-ins a minute per address).
      const { servers, database } = await start({ TRUST_PROXY: '1' });
      const admin = await signIn(servers[0].baseUrl);
      await markSteppedUp(database.db, admin.token);
      const outcomes: number[][] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const from = { 'x-forwarded-for': `10.9.0.${round}` };
        const account = { email: `racer-${round}@example.com`, password: `racer-password-${round}` };
        await admin.send('POST', '/api/admin/admins', { ...account, name: `Racer ${round}`, role: 'reviewer' });
        const token = (await sendJson(servers[0].baseUrl, 'POST', '/api/admin/login', account, from)).body.data.token as string;
        const auth = { ...from, authorization: `Bearer ${token}` };
        const { secret } = (await sendJson(servers[0].baseUrl, 'POST', '/api/admin/me/mfa', undefined, auth)).body.data;
        const enrolled = await realTimeCode(secret, null);
        expect((await sendJson(servers[1].baseUrl, 'POST', '/api/admin/me/mfa/confirm', { code: enrolled.code }, auth)).status).toBe(200);
        const challenges = await Promise.all(
          servers.map(async (s) => (await sendJson(s.baseUrl, 'POST', '/api/admin/login', account, from)).body.data.challenge as string),
        );
        const { code } = await realTimeCode(secret, enrolled.step);
        const replies = await Promise.all(servers.map((s, i) => sendJson(s.baseUrl, 'POST', '/api/admin/login/mfa', { challenge: challenges[i], code }, from)));
        outcomes.push(replies.map((reply) => reply.status));
      }
      for (const statuses of outcomes) expect([...statuses].sort(), String(outcomes)).toEqual([200, 401]);
      console.info(`two processes: winners by process ${[0, 1].map((i) => outcomes.filter((s) => s[i] === 200).length).join(' / ')}`);
    },
    180_000,
  );
});
