import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process.ts';
import { BENCH_ADMIN, BENCH_JWT_SECRET, serverEnv, type Driver, type Scale } from './datasets.ts';

/** The server as `npm start` runs it, on a benchmark dataset; `extra` env (e.g. `LIST_PAGING: 'off'`). */
export async function benchServer(driver: Driver, scale: Scale, extra: Record<string, string> = {}, cwd?: string) {
  const server = await startServerProcess(
    {
      ...serverEnv(driver, scale),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      JWT_SECRET: BENCH_JWT_SECRET,
      LOG_LEVEL: 'error',
      ...extra,
    },
    { cwd },
  );
  const login = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { ...server, token, rss: () => rssOf(server) };
}

/** Resident memory of the server process now, in bytes (Linux /proc). */
export function rssOf(server: Pick<ServerProcess, 'child'>): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** The bare Fastify yardstick as its own process. */
export async function bareServer(port: number, bodyFile: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', String(port), bodyFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((ready, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && ready());
    child.on('exit', (code) => fail(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    stop: () => new Promise<void>((done) => (child.once('exit', () => done()), child.kill('SIGTERM'))),
  };
}
