// `npm test`: typecheck and lint, then the unit + API suites and the browser suite (Debian Chromium)
// side by side: each keeps one core busy at most, so together they finish in the time of the longer.
import { spawn, spawnSync } from 'node:child_process';
import { chromiumPath } from './chromium-path.mjs';

const step = (label, command, args) => {
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(status ?? 1);
  }
};

/** Writes a child's output line by line, each line marked with its suite's tag. */
function relay(stream, out, tag) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`${tag} ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`${tag} ${rest}\n`));
}

/** Runs suites at once; resolves with the labels of those that failed. */
async function together(suites) {
  const outcomes = await Promise.all(
    suites.map(
      ({ label, tag, args }) =>
        new Promise((resolve) => {
          console.log(`\n▶ ${label} ${tag}`);
          const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
          relay(child.stdout, process.stdout, tag);
          relay(child.stderr, process.stderr, tag);
          child.on('close', (code) => resolve(code === 0 ? undefined : label));
        }),
    ),
  );
  return outcomes.filter(Boolean);
}

step('typecheck', 'npx', ['tsc', '-b']);
step('lint', 'npm', ['run', '--silent', 'lint']);

const suites = [{ label: 'unit and API tests', tag: '[api]', args: ['vitest', 'run', '--project', 'unit', '--project', 'api'] }];
if (chromiumPath()) {
  suites.push({ label: 'browser tests', tag: '[e2e]', args: ['vitest', 'run', '--project', 'e2e'] });
} else if (process.env.CI === 'true') {
  console.error('\n✖ Browser tests need Chromium and CI=true: install it with `apt-get install -y chromium`.');
  process.exit(1);
} else {
  const banner = '!'.repeat(78);
  console.warn(
    `\n${banner}\n  BROWSER TESTS SKIPPED: no Chromium at ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}.\n  Install it with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).\n${banner}\n`,
  );
}

const failed = await together(suites);
for (const label of failed) console.error(`\n✖ ${label} failed`);
process.exit(failed.length ? 1 : 0);
