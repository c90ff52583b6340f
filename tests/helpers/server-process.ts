import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_ADMIN = { email: 'admin@e2e.ng', password: 'e2e-password-123' };

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface ServerProcess {
  baseUrl: string;
  /** Temporary folder holding the data directory; removed by stop() unless keepData. */
  dataDir: string;
  /** The DATA_DIR the server was started with. */
  dataDirPath: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  keepData?: boolean;
  /** Runs on the fresh DATA_DIR before the server opens it (PGlite allows one process per data directory): seeding. */
  beforeStart?: (dataDirPath: string) => Promise<void>;
}

/** `npm start`'s server as its own process, on a fresh DATA_DIR (or DATABASE_URL when given). */
export async function startServerProcess(env: Record<string, string> = {}, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rewards-e2e-'));
  const dataDirPath = env.DATA_DIR ?? join(dataDir, 'data');
  await options.beforeStart?.(dataDirPath);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirPath,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    dataDir,
    dataDirPath,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${baseUrl} not healthy after ${timeoutMs} ms`);
}
