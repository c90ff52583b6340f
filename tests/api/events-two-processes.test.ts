import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { signIn } from '../helpers/api-client.ts';
import { openEvents } from '../helpers/event-client.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { twoProcessesOnPostgres } from '../helpers/two-processes.ts';

type Change = { resource: string; id?: string; action: string };
const changesOf = (frame: { data: Record<string, unknown> }) => (frame.data.changes as Change[] | undefined) ?? [];

/** The stream is fed by the database: a change saved through one process reaches the streams of the other. */
describe('live changes across two server processes on one PostgreSQL', () => {
  const start = twoProcessesOnPostgres();

  itOnPostgres(
    "a change made through one process reaches the other's streams within 2 s; after the database drops the listener, they are told to read again and keep hearing",
    async () => {
      const { servers, database } = await start();
      const admin = await signIn(servers[0].baseUrl);
      const stream = await openEvents(servers[1].baseUrl, admin.token);
      expect(stream.status).toBe(200);
      await stream.next((f) => f.event === 'ready');
      const create = async (name: string) => (await admin.send('POST', '/api/packages', { name, price: 10, referalpoint: 1 })).body.data._id as string;
      const heard = (id: string) => (f: { event: string; data: Record<string, unknown> }) => f.event === 'change' && changesOf(f).some((c) => c.id === id);

      const delays: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        const id = await create(`Across ${i}`);
        await stream.next(heard(id));
        delays.push(Date.now() - started);
      }
      console.info(`a change seen by the other process after ${delays.join(', ')} ms`);
      expect(Math.max(...delays)).toBeLessThan(2_000);

      // A database restart ends every listening connection: here, both processes' listeners are cut.
      const cut = await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%record_changes%'`,
      );
      expect((cut as unknown as { rows: unknown[] }).rows.length, 'a listener per process').toBeGreaterThanOrEqual(2);
      await stream.next((f) => f.event === 'resync');
      const after = await create('After the cut');
      await stream.next(heard(after));
      stream.close();
    },
    180_000,
  );
});
