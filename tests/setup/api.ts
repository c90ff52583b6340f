import { afterAll, expect } from 'vitest';

/**
 * node-postgres warns (once per process) when a statement is sent on a connection that is still
 * running another, e.g. `Promise.all` over one transaction: the statements then queue on that
 * connection, and pg@9 will refuse them. Any such warning fails the file that caused it.
 */
const concurrentStatements: string[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) concurrentStatements.push(warning.stack ?? warning.message);
});

afterAll(() => {
  expect(concurrentStatements, 'a statement was sent on a connection that was still running another').toEqual([]);
});
