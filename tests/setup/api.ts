import pg from 'pg';
import { afterAll, expect } from 'vitest';

/**
 * A statement sent on a connection that is still running another (e.g. `Promise.all` over one
 * transaction) waits in that connection's queue: node-postgres warns from the third on, and pg@9
 * will refuse them. Every such send in a test file's process fails that file.
 *
 * The api project's files share one worker's modules (not isolated), and this setup runs before
 * each: the client is patched once, and each file starts with an empty list of its own.
 */
type Internals = { _activeQuery?: unknown; _queryQueue?: unknown[]; pipeline?: boolean };
const WATCH = Symbol.for('rewards-admin.tests.busy-connection-watch');
const watch = ((globalThis as Record<symbol, { sends: string[] } | undefined>)[WATCH] ??= (() => {
  const state = { sends: [] as string[] };
  const send = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client & Internals, ...args: unknown[]) {
    if (!this.pipeline && (this._activeQuery || (this._queryQueue?.length ?? 0) > 0)) {
      state.sends.push(new Error('a statement sent on a busy connection').stack ?? '');
    }
    return (send as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof send;
  return state;
})());
watch.sends = [];

afterAll(() => {
  expect(watch.sends, 'a statement was sent on a connection that was still running another').toEqual([]);
});
