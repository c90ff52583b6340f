// `npm test`: typecheck, lint, unit + API suites, then the browser suite (Debian Chromium).
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './chromium-path.mjs';

const run = (label, command, args) => {
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(status ?? 1);
  }
};

run('typecheck', 'npx', ['tsc', '-b']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('unit and API tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'api']);

if (chromiumPath()) {
  run('browser tests', 'npx', ['vitest', 'run', '--project', 'e2e']);
} else if (process.env.CI === 'true') {
  console.error('\n✖ Browser tests need Chromium and CI=true: install it with `apt-get install -y chromium`.');
  process.exit(1);
} else {
  const banner = '!'.repeat(78);
  console.warn(
    `\n${banner}\n  BROWSER TESTS SKIPPED: no Chromium at ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}.\n  Install it with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).\n${banner}\n`,
  );
}
