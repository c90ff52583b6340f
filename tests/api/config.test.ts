import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

it('refuses to start with a JWT_SECRET shorter than 32 bytes, saying how to make one', () => {
  expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(
    /JWT_SECRET must be at least 32 bytes long \(it has 12\); make one with: openssl rand -base64 48/,
  );
  expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
});

/** A secret of the right length, so that loadConfig does not create one in ./data. */
const base = { JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' };

it('reads REQUESTS_PER_ACCOUNT as a whole number above 0, refusing anything else', () => {
  expect(loadConfig({ ...base, REQUESTS_PER_ACCOUNT: '40' }).loadLimits).toEqual({ requestsPerAccount: 40 });
  expect(loadConfig(base).loadLimits).toBeUndefined();
  for (const bad of ['0', '-3', '2.5', 'many'])
    expect(() => loadConfig({ ...base, REQUESTS_PER_ACCOUNT: bad })).toThrow(/REQUESTS_PER_ACCOUNT must be a whole number above 0/);
});

it('refuses a database shared by several instances without a shared JWT_SECRET, in one line', () => {
  expect(() => loadConfig({ DATABASE_URL: 'postgres://db/rewards' })).toThrow(
    /^DATABASE_URL is set but JWT_SECRET is not: every instance on one database must share it/,
  );
  const config = loadConfig({ ...base, DATABASE_URL: 'postgres://db/rewards' });
  expect(config.database).toMatchObject({ driver: 'pg', poolSize: 10, statementTimeoutMs: 30_000 });
});

it('reads DATABASE_POOL_SIZE and DATABASE_STATEMENT_TIMEOUT for PostgreSQL only', () => {
  const pg = { ...base, DATABASE_URL: 'postgres://db/rewards' };
  expect(loadConfig({ ...pg, DATABASE_POOL_SIZE: '25', DATABASE_STATEMENT_TIMEOUT: '5000' }).database).toMatchObject({
    poolSize: 25,
    statementTimeoutMs: 5000,
  });
  for (const bad of ['0', '1', '501', 'ten', '2.5'])
    expect(() => loadConfig({ ...pg, DATABASE_POOL_SIZE: bad })).toThrow(/^DATABASE_POOL_SIZE must be a whole number from 2 to 500/);
  for (const bad of ['50', '-1', '1h'])
    expect(() => loadConfig({ ...pg, DATABASE_STATEMENT_TIMEOUT: bad })).toThrow(/^DATABASE_STATEMENT_TIMEOUT must be a whole number from 100 to 3600000/);
  expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '20' })).toThrow(/^DATABASE_POOL_SIZE applies to PostgreSQL/);
});

it('reads TRUST_PROXY as a number of proxies or their addresses, never as "trust every entry"', () => {
  expect(loadConfig(base).trustProxy).toBe(false);
  expect(loadConfig({ ...base, TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
  expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,loopback,::1' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24', 'loopback', '::1']);
  expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY=true would believe the address a client writes itself/);
  for (const bad of ['10.0.0.300', '10.0.0.0/33', 'proxy.local', '11']) expect(() => loadConfig({ ...base, TRUST_PROXY: bad })).toThrow(/^TRUST_PROXY must be/);
  for (const everyone of ['0.0.0.0/1,128.0.0.0/1', '::/1,8000::/1', '0.0.0.0/1, 128.0.0.0/2, 192.0.0.0/2']) {
    expect(() => loadConfig({ ...base, TRUST_PROXY: everyone })).toThrow(/^TRUST_PROXY=".*" trusts every address/);
  }
  expect(() => loadConfig({ ...base, TRUST_PROXY: '0.0.0.0/0' })).toThrow(/^TRUST_PROXY has an address range that cannot be read/);
  expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
});

it('refuses a first admin password shorter than the team rule, and bad LOG_LEVEL, LIST_PAGING and secrets', () => {
  expect(() => loadConfig({ ...base, ADMIN_PASSWORD: 'short-11-ch' })).toThrow(/^ADMIN_PASSWORD must be at least 12 characters \(it has 11\)/);
  expect(loadConfig({ ...base, ADMIN_PASSWORD: 'twelve-chars' }).initialAdmin).toMatchObject({ password: 'twelve-chars' });
  expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'admin' })).toThrow(/^ADMIN_EMAIL must be an ASCII email address/);
  expect(() => loadConfig({ ...base, LOG_LEVEL: 'verbose' })).toThrow(/^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  expect(() => loadConfig({ ...base, LIST_PAGING: 'no' })).toThrow(/^LIST_PAGING must be one of on, off/);
  expect(() => loadConfig({ ...base, JWT_SECRET_PREVIOUS: 'short' })).toThrow(/^JWT_SECRET_PREVIOUS must be at least 32 bytes/);
  expect(loadConfig({ ...base, JWT_SECRET_PREVIOUS: `${'p'.repeat(32)},${'q'.repeat(40)}` }).jwtPreviousSecrets).toEqual(['p'.repeat(32), 'q'.repeat(40)]);
  expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/^METRICS_TOKEN must be at least 32 bytes/);
});

it('reads MFA_REQUIRED_ROLES, MFA_GRACE_HOURS and STEP_UP_NAIRA, refusing what cannot work in one line', () => {
  expect(loadConfig(base).security).toEqual({});
  expect(loadConfig({ ...base, MFA_REQUIRED_ROLES: 'admin, viewer', MFA_GRACE_HOURS: '0', STEP_UP_NAIRA: '20000' }).security).toEqual({
    mfaRequiredRoles: ['admin', 'viewer'],
    mfaGraceHours: 0,
    stepUpKobo: 2_000_000,
  });
  expect(loadConfig({ ...base, MFA_REQUIRED_ROLES: '' }).security).toEqual({ mfaRequiredRoles: [] });
  expect(() => loadConfig({ ...base, MFA_REQUIRED_ROLES: 'admin,owner' })).toThrow(
    /MFA_REQUIRED_ROLES must list roles from admin, reviewer, viewer .*not "owner"/,
  );
  expect(() => loadConfig({ ...base, MFA_GRACE_HOURS: '-1' })).toThrow(/MFA_GRACE_HOURS must be a whole number from 0 to 8760/);
  expect(() => loadConfig({ ...base, STEP_UP_NAIRA: '50k' })).toThrow(/STEP_UP_NAIRA must be a whole number/);
});

it('reads ALLOW_NEGATIVE_BALANCE, APPROVAL_NAIRA and APPROVAL_HOURS, refusing what cannot work in one line', () => {
  expect(loadConfig(base).money).toEqual({});
  expect(loadConfig({ ...base, ALLOW_NEGATIVE_BALANCE: 'true', APPROVAL_NAIRA: '250000', APPROVAL_HOURS: '48' }).money).toEqual({
    allowNegativeBalance: true,
    approvalKobo: 25_000_000,
    approvalHours: 48,
  });
  expect(loadConfig({ ...base, ALLOW_NEGATIVE_BALANCE: 'false' }).money).toEqual({ allowNegativeBalance: false });
  expect(() => loadConfig({ ...base, ALLOW_NEGATIVE_BALANCE: 'yes' })).toThrow(/ALLOW_NEGATIVE_BALANCE must be one of true, false, not "yes"/);
  expect(() => loadConfig({ ...base, APPROVAL_NAIRA: '0' })).toThrow(/APPROVAL_NAIRA must be a whole number/);
  expect(() => loadConfig({ ...base, APPROVAL_HOURS: '1000' })).toThrow(/APPROVAL_HOURS must be a whole number/);
});

it('reads CLAIM_MINUTES (1 to 120), refusing what cannot work in one line', () => {
  expect(loadConfig(base).review).toEqual({});
  expect(loadConfig({ ...base, CLAIM_MINUTES: '15' }).review).toEqual({ claimMinutes: 15 });
  for (const bad of ['0', '121', 'ten', '2.5']) expect(() => loadConfig({ ...base, CLAIM_MINUTES: bad })).toThrow(/^CLAIM_MINUTES must be a whole number/);
});
