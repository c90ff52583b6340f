// `npm test`: typecheck and lint, then two lanes side by side, each keeping one core busy: the unit +
// API suites then the browser files below, and the rest of the browser suite (Debian Chromium). The
// API suite takes about half the browser suite's time, so the lanes end together.
import { spawn, spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { chromiumPath } from './chromium-path.mjs';

const step = (label, command, args) => {
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(status ?? 1);
  }
};

/** Lines naming a failed test or file, repeated at the very end: the lanes' output interleaves, and CI may keep only the tail. */
const failures = [];
const FAILURE_LINE = /^\s*(×|FAIL)\s|AssertionError|Error: Test timed out|Error: Hook timed out/;

/** Writes a child's output line by line, each line marked with its suite's tag. */
function relay(stream, out, tag) {
  let rest = '';
  const write = (line) => {
    out.write(`${tag} ${line}\n`);
    if (FAILURE_LINE.test(stripVTControlCharacters(line)) && failures.length < 200) failures.push(`${tag} ${stripVTControlCharacters(line).trim()}`);
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) write(line);
  });
  stream.on('end', () => rest && write(rest));
}

/** Runs one suite; resolves with its label when it failed. */
const run = ({ label, tag, args }) =>
  new Promise((resolve) => {
    console.log(`\n▶ ${label} ${tag}`);
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    relay(child.stdout, process.stdout, tag);
    relay(child.stderr, process.stderr, tag);
    child.on('close', (code) => resolve(code === 0 ? undefined : label));
  });

/** Runs lanes at once, the suites of each one after the other; resolves with the labels of those that failed. */
async function lanes(...suitesByLane) {
  const failed = await Promise.all(
    suitesByLane.map(async (suites) => {
      const labels = [];
      for (const suite of suites) labels.push(await run(suite));
      return labels;
    }),
  );
  return failed.flat().filter(Boolean);
}

/** Browser files run in the API's lane once it is done (each lane starts its own server on its own data). */
const AFTER_API = ['tests/e2e/console-a11y.test.ts'];

step('typecheck', 'npx', ['tsc', '-b']);
step('lint', 'npm', ['run', '--silent', 'lint']);

const apiLane = [{ label: 'unit and API tests', tag: '[api]', args: ['vitest', 'run', '--project', 'unit', '--project', 'api'] }];
const browserLane = [];
if (chromiumPath()) {
  apiLane.push({ label: 'browser tests (accessibility)', tag: '[e2e·2]', args: ['vitest', 'run', '--project', 'e2e', ...AFTER_API] });
  browserLane.push({ label: 'browser tests', tag: '[e2e]', args: ['vitest', 'run', '--project', 'e2e', ...AFTER_API.flatMap((file) => ['--exclude', file])] });
} else if (process.env.CI === 'true') {
  console.error('\n✖ Browser tests need Chromium and CI=true: install it with `apt-get install -y chromium`.');
  process.exit(1);
} else {
  const banner = '!'.repeat(78);
  console.warn(
    `\n${banner}\n  BROWSER TESTS SKIPPED: no Chromium at ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}.\n  Install it with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).\n${banner}\n`,
  );
}

const started = Date.now();
const failed = await lanes(apiLane, browserLane);
if (failures.length) console.error(`\nFailures:\n${[...new Set(failures)].join('\n')}`);
for (const label of failed) console.error(`\n✖ ${label} failed`);
console.log(`\nLanes took ${Math.round((Date.now() - started) / 1000)} s.`);
process.exit(failed.length ? 1 : 0);
