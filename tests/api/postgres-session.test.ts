import { afterAll, expect } from 'vitest';
import { createDatabase } from '../../server/db/client.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

itOnPostgres(
  "the server's connections to PostgreSQL compile no statement (JIT off) and keep the statement timeout",
  async (url) => {
    const database = await createDatabase({ driver: 'pg', url, statementTimeoutMs: 12_345 });
    closing.push(() => database.close());
    // Every connection of the pool, not only the first: several are checked out at once.
    const clients = await Promise.all([1, 2, 3].map(() => database.pool!.connect()));
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ jit: string; timeout: string }>(
          `select current_setting('jit') as jit, current_setting('statement_timeout') as timeout`,
        );
        expect(rows[0]).toEqual({ jit: 'off', timeout: '12345ms' });
      }
    } finally {
      for (const client of clients) client.release();
    }
  },
  30_000,
);
