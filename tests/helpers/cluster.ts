import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { freePort, startServerProcess, type ServerProcess } from './server-process.ts';
import { createThrowawayPostgres } from './test-app.ts';
import { until } from './until.ts';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const DEPLOY_CONF = 'deploy/nginx-rewards.conf';

export interface Cluster {
  /** Every instance, each its own server process on the shared database. */
  instances: ServerProcess[];
  /** nginx in front of them (deploy/nginx-rewards.conf), when asked for. */
  proxyUrl?: string;
  databaseUrl: string;
  jwtSecret: string;
  /** The shared database, for seeding and checking. */
  database: Database;
  stop(): Promise<void>;
}

/**
 * `count` instances started at once on one throw-away PostgreSQL with one JWT secret and
 * HOST=127.0.0.1 and TRUST_PROXY=1, as the README's "Running several instances" says, and optionally nginx in front
 * with the repository's own configuration (its upstream ports rewritten to the instances').
 */
export async function startCluster(
  postgresUrl: string,
  { count, nginx = false, env = {} }: { count: number; nginx?: boolean; env?: Record<string, string> },
): Promise<Cluster> {
  void postgresUrl;
  const { url, drop } = await createThrowawayPostgres();
  const jwtSecret = randomBytes(48).toString('base64url');
  const stops: Array<() => Promise<void>> = [drop];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  };
  try {
    const instanceEnv = { DATABASE_URL: url, JWT_SECRET: jwtSecret, HOST: '127.0.0.1', TRUST_PROXY: '1', ...env };
    const instances = await Promise.all(Array.from({ length: count }, () => startServerProcess(instanceEnv)));
    stops.push(...instances.map((instance) => () => instance.stop()));
    const database = await createDatabase({ driver: 'pg', url });
    stops.push(() => database.close());
    const proxyUrl = nginx ? await startNginx(instances, stops) : undefined;
    return { instances, proxyUrl, databaseUrl: url, jwtSecret, database, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function startNginx(instances: ServerProcess[], stops: Array<() => Promise<void>>): Promise<string> {
  if (!existsSync(NGINX)) throw new Error(`nginx is needed at ${NGINX}: apt-get install -y nginx-light (or set NGINX_PATH)`);
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'rewards-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  let upstream = 0;
  const site = readFileSync(DEPLOY_CONF, 'utf8')
    .replace(/server 127\.0\.0\.1:\d+/g, () => `server ${new URL(instances[upstream++ % instances.length].baseUrl).host}`)
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`);
  writeFileSync(join(prefix, 'rewards.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'logs', 'error.log')} warn;`,
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'events { worker_connections 1024; }',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${join(prefix, 'rewards.conf')}; }`,
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  stops.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  });
  const proxyUrl = `http://127.0.0.1:${port}`;
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}: see ${join(prefix, 'logs', 'error.log')}`);
      return fetch(`${proxyUrl}/nginx-health`).then(
        (res) => res.ok,
        () => false,
      );
    },
    'nginx to answer',
    { timeout: 30_000, interval: 100 },
  );
  return proxyUrl;
}
