import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

it('refuses to start with a JWT_SECRET shorter than 32 bytes, saying how to make one', () => {
  expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET must be at least 32 bytes long \(it has 12\); make one with: openssl rand -base64 48/);
  expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
});

/** A secret of the right length, so that loadConfig does not create one in ./data. */
const base = { JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' };

it('reads REQUESTS_PER_ACCOUNT as a whole number above 0, refusing anything else', () => {
  expect(loadConfig({ ...base, REQUESTS_PER_ACCOUNT: '40' }).loadLimits).toEqual({ requestsPerAccount: 40 });
  expect(loadConfig(base).loadLimits).toBeUndefined();
  for (const bad of ['0', '-3', '2.5', 'many']) expect(() => loadConfig({ ...base, REQUESTS_PER_ACCOUNT: bad })).toThrow(/REQUESTS_PER_ACCOUNT must be a whole number above 0/);
});
