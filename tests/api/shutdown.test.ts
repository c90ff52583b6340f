import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sendJson, signIn, withToken } from '../helpers/api-client.ts';
import { E2E_ADMIN, startServerProcess } from '../helpers/server-process.ts';
import { until } from '../helpers/until.ts';

const login = (baseUrl: string) => sendJson(baseUrl, 'POST', '/api/admin/login', E2E_ADMIN);

describe('the server process', () => {
  it('shuts down cleanly on SIGTERM, finishing in-flight requests, and restarts on the same data', async () => {
    // Its request log (LOG_LEVEL=info) tells when a login reached the server's handlers.
    let loginsReceived = 0;
    const onStdoutLine = (line: string) => {
      if (line.includes('"msg":"incoming request"') && line.includes('"url":"/api/admin/login"')) loginsReceived++;
    };
    const first = await startServerProcess({ LOG_LEVEL: 'info' }, { keepData: true, onStdoutLine });
    const admin = await signIn(first.baseUrl);
    const created = await admin.send('POST', '/api/packages', { name: 'Survives restarts', price: 1500 });
    expect(created.status).toBe(201);

    const inFlight = login(first.baseUrl); // argon2 makes this take a while
    await until(() => loginsReceived === 2, "the server to receive this login (the first was signIn's)");
    const exit = new Promise<number | null>((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exit).toBe(0);
    expect(existsSync(`${first.dataDirPath}.lock`)).toBe(false);

    const second = await startServerProcess({ DATA_DIR: first.dataDirPath });
    try {
      const again = await login(second.baseUrl);
      expect(again.status).toBe(200);
      const list = await withToken(second.baseUrl, again.body.data.token).send('GET', '/api/packages');
      expect(list.body.data.map((p: { name: string }) => p.name)).toContain('Survives restarts');
    } finally {
      await second.stop();
      await first.stop();
    }
  }, 120_000);
});
