import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { isDatabaseUnavailable, pgErrorCode } from './errors.ts';
import { printInitialAdmin } from './initial-admin-banner.ts';

const startedAt = performance.now();

try {
  const config = loadConfig();
  const app = await buildApp(config, { onInitialAdmin: printInitialAdmin });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const database = config.database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.database.dataDir}`;
  app.log.info(
    { startupMs: Math.round(performance.now() - startedAt), database },
    `Rewards admin listening on http://localhost:${config.port} (console at /dashboard)`,
  );
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    process.stderr.write(`\nCannot start: ${error.message}\n\n`);
    process.exit(1);
  }
  if (isDatabaseUnavailable(error) || pgErrorCode(error)) {
    process.stderr.write(`\nCannot start: the database cannot be opened (${(error as Error).message || String(error)}); check DATABASE_URL\n\n`);
    process.exit(1);
  }
  throw error;
}
