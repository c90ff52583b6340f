import { expect, it } from 'vitest';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Runs on PostgreSQL only (TEST_DATABASE_URL; CI sets it); elsewhere it shows, skipped, why. */
export function itOnPostgres(name: string, test: (url: string) => Promise<void>, timeout: number) {
  if (postgresUrl) it(name, () => test(postgresUrl), timeout);
  else if (process.env.CI === 'true') it(name, () => expect.fail('CI must set TEST_DATABASE_URL: this test needs PostgreSQL'));
  else {
    console.warn(`\n!!! SKIPPED, NEEDS POSTGRESQL: set TEST_DATABASE_URL to run "${name}" (CI does).\n`);
    it.skip(`NEEDS POSTGRESQL (set TEST_DATABASE_URL to run): ${name}`);
  }
}
