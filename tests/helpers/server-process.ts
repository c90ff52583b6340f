import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { until } from './until.ts';

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
  beforeStart?: (dataDirPath: string, baseUrl: string) => Promise<void>;
  /** Receives each line the server writes to stdout (its JSON log with LOG_LEVEL=info) instead of this process's stdout. */
  onStdoutLine?: (line: string) => void;
  /** The checkout whose server runs (its own code and built console); this one by default. */
  cwd?: string;
}

/** `npm start`'s server as its own process, on a fresh DATA_DIR (or DATABASE_URL when given). */
export async function startServerProcess(env: Record<string, string> = {}, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rewards-e2e-'));
  const dataDirPath = env.DATA_DIR ?? join(dataDir, 'data');
  const baseUrl = `http://127.0.0.1:${port}`;
  await options.beforeStart?.(dataDirPath, baseUrl);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirPath,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The address the demo's screenshots were seeded at: the flag job reads them from it.
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', options.onStdoutLine ? 'pipe' : 'inherit', 'inherit'],
  });
  if (options.onStdoutLine) createInterface({ input: child.stdout! }).on('line', options.onStdoutLine);
  await waitForHealth(baseUrl, child, env.CONTRACT_ONLY === '1');
  return {
    baseUrl,
    dataDir,
    dataDirPath,
    child,
    stop: async () => {
      // A process killed by a signal has no exit code, only a signal code: it has exited all the same.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits for /api/health to answer 200 (a contract-only server has none: its 404 says it listens, and it
 * listens only once ready): 2 minutes, since a start (tsx, migrations, argon2) takes ~4 s idle and many
 * times that on a busy CI machine.
 */
async function waitForHealth(baseUrl: string, child: ChildProcess, contractOnly: boolean) {
  const healthy = async () => {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(child.exitCode !== null ? `server exited with code ${child.exitCode}` : `server killed by ${child.signalCode}`);
    return fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok || (contractOnly && res.status === 404),
      () => false, // not listening yet
    );
  };
  await until(healthy, `${baseUrl} to be healthy`, { timeout: 120_000, interval: 200 });
}
