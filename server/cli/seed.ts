import { ConfigError } from '../config-error.ts';
import { parseArgs } from 'node:util';
import { loadToolConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { countDemoRows, describeCounts, isEmpty } from '../db/seed/existing-data.ts';
import { rowsProgressBar } from '../db/seed/progress-bar.ts';
import { DemoDataExistsError, seedDemo } from '../db/seed/seed-demo.ts';
import { printInitialAdmin } from '../initial-admin-banner.ts';
import { createAdminService } from '../accounts/admins.ts';
import { openConfiguredDatabase } from './open-database.ts';

const USAGE = `Usage: npm run seed -- --demo [--scale N] [--reset | --if-empty]
  --scale N    multiply users, transactions, task logs and coupons (1 = 500 users; 400 = 200 000 users)
  --reset      empty the demo tables first (admins are kept)
  --if-empty   do nothing when the database already has data (used by npm run demo)`;

/** Parses the arguments, seeds, and returns the exit code. */
async function seedCommand(): Promise<number> {
  const { values } = parseArgs({
    options: {
      demo: { type: 'boolean' },
      scale: { type: 'string', default: '1' },
      reset: { type: 'boolean' },
      'if-empty': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const scale = Number(values.scale);
  if (!values.demo || values.help || !(scale > 0) || (values.reset && values['if-empty'])) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const database = await openConfiguredDatabase();
  try {
    // As the server does at start: under the startup lock, so two processes never both create it.
    const config = loadToolConfig();
    const initial = await database.exclusive(() => createAdminService(database.db).ensureInitialAdmin(config.initialAdmin));
    if (initial?.generated) printInitialAdmin(initial.admin.email, initial.password);
    if (values['if-empty'] && !isEmpty(await countDemoRows(database.db))) {
      console.log('The database already has data: not seeding.');
      return 0;
    }
    const progress = rowsProgressBar(`Seeding demo data (scale ${scale})`);
    const result = await seedDemo(database.db, { scale, reset: values.reset, proofBaseUrl: config.publicUrl, onProgress: progress.onProgress }).finally(
      progress.stop,
    );
    const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
    console.log(`Seeded ${rows.toLocaleString('en-NG')} rows in ${(result.ms / 1000).toFixed(1)} s: ${describeCounts(result.rows)}.`);
    return 0;
  } finally {
    await database.close();
  }
}

function explain(error: unknown): string | unknown {
  if (error instanceof DemoDataExistsError) {
    return `${error.message}\nRun \`npm run seed -- --demo --reset\` to replace it (admins are kept), or use an empty database.`;
  }
  return error instanceof DataDirLockedError || error instanceof ConfigError ? `Error: ${error.message}` : error;
}

process.exit(
  await seedCommand().catch((error: unknown) => {
    console.error(explain(error));
    return 1;
  }),
);
