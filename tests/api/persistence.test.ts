import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { acquireDataDirLock, DataDirLockedError } from '../../server/db/data-dir-lock.ts';
import { TEST_ADMIN, testConfig } from '../helpers/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'rewards-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const embedded = (dataDir: string) => testConfig({ database: { driver: 'pglite', dataDir } });
const loginStatus = async (app: Awaited<ReturnType<typeof buildApp>>, password = TEST_ADMIN.password) =>
  (await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: TEST_ADMIN.email, password } })).statusCode;

describe('the embedded database on disk', () => {
  const dataDir = join(dir, 'data');

  it('keeps the admin across a restart', async () => {
    const first = await buildApp(embedded(dataDir), { logger: false });
    expect(await loginStatus(first)).toBe(200);
    await first.close();
    // A second start must not create another admin from changed env, and must find the first.
    const second = await buildApp(
      testConfig({ database: { driver: 'pglite', dataDir }, initialAdmin: { email: 'other@test.ng', password: 'another-password' } }),
      { logger: false },
    );
    expect(await loginStatus(second)).toBe(200);
    const other = await second.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'other@test.ng', password: 'another-password' } });
    expect(other.statusCode).toBe(401);
    await second.close();
  });

  it('makes a second server process on the same DATA_DIR refuse to start, with a clear message', async () => {
    const app = await buildApp(embedded(dataDir), { logger: false });
    try {
      const child = spawnSync('npx', ['tsx', 'server/main.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', JWT_SECRET: 'x'.repeat(40) },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain(`Cannot start: The embedded database in ${dataDir} is in use by another process (pid ${process.pid})`);
    } finally {
      await app.close();
    }
  });
});

describe('the data directory lock', () => {
  it('refuses a directory locked by a live process and names it', async () => {
    const dataDir = join(dir, 'held');
    writeFileSync(`${dataDir}.lock`, '1'); // pid 1 is always alive
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by another process \(pid 1\)/);
  });

  it('takes over a lock left by a dead process', async () => {
    const dataDir = join(dir, 'stale');
    writeFileSync(`${dataDir}.lock`, '999999999');
    const release = acquireDataDirLock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
