import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { E2E_ADMIN, startServerProcess } from '../helpers/server-process.ts';

const login = (baseUrl: string) =>
  fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) });

describe('the server process', () => {
  it('shuts down cleanly on SIGTERM, finishing in-flight requests, and restarts on the same data', async () => {
    const first = await startServerProcess({}, { keepData: true });
    const token = (await (await login(first.baseUrl)).json()).data.token;
    const created = await fetch(`${first.baseUrl}/api/packages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Survives restarts', price: 1500 }),
    });
    expect(created.status).toBe(201);

    const inFlight = login(first.baseUrl); // argon2 makes this take a while
    await new Promise((r) => setTimeout(r, 20));
    const exit = new Promise<number | null>((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exit).toBe(0);
    expect(existsSync(`${first.dataDirPath}.lock`)).toBe(false);

    const second = await startServerProcess({ DATA_DIR: first.dataDirPath });
    try {
      const again = await login(second.baseUrl);
      expect(again.status).toBe(200);
      const list = await fetch(`${second.baseUrl}/api/packages`, { headers: { authorization: `Bearer ${(await again.json()).data.token}` } });
      expect((await list.json()).data.map((p: { name: string }) => p.name)).toContain('Survives restarts');
    } finally {
      await second.stop();
      await first.stop();
    }
  }, 120_000);
});
