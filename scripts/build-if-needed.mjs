// `npm start` serves the built console: build it when dist/ is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { consoleSources as sources } from './console-sources.mjs';

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...sources.map(newest))) {
  console.log(built ? 'Console sources changed: rebuilding…' : 'Building the console (first start only)…');
  // Always a production build: under vitest NODE_ENV is "test", which would bundle React's dev build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
