// `npm run build:console`: the console alone, as a folder of static files (dist-console/) that any
// web server can host at a domain's root; config.json in it names the backend.
import { spawnSync } from 'node:child_process';
import { arrangeStaticConsole } from './static-console.ts';

const OUT = 'dist-console';

// Always a production build (as build-if-needed.mjs): another NODE_ENV would bundle React's dev build.
const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0) process.exit(build.status ?? 1);
arrangeStaticConsole(OUT);
console.log(`${OUT}/ is ready to host at a domain's root. Set the backend's address in ${OUT}/config.json: {"apiUrl": "https://api.example.ng/api"}`);
