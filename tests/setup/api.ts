import pg from 'pg';
import { afterAll, expect } from 'vitest';

/**
 * A statement sent on a connection that is still running another (e.g. `Promise.all` over one
 * transaction) waits in that connection's queue: node-postgres warns from the third on, and pg@9
 * will refuse them. Every such send in a test file's process fails that file.
 */
const concurrentStatements: string[] = [];
type Internals = { _activeQuery?: unknown; _queryQueue?: unknown[]; pipeline?: boolean };
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client & Internals, ...args: unknown[]) {
  if (!this.pipeline && (this._activeQuery || (this._queryQueue?.length ?? 0) > 0)) {
    concurrentStatements.push(new Error('a statement sent on a busy connection').stack ?? '');
  }
  return (send as (...a: unknown[]) => unknown).apply(this, args);
} as typeof send;

afterAll(() => {
  expect(concurrentStatements, 'a statement was sent on a connection that was still running another').toEqual([]);
});
