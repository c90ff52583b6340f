import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { HttpError } from '../errors.ts';
import { createAdminService } from '../services/admins.ts';
import { openConfiguredDatabase } from './open-database.ts';

const USAGE = `Usage:
  npm run admin -- create --email E [--password P] [--name N]
  npm run admin -- reset-password --email E [--password P]
Without --password a random one is generated and printed.`;

async function main() {
  const { positionals, values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: true,
  });
  const command = positionals[0];
  if (!values.email || (command !== 'create' && command !== 'reset-password')) {
    console.error(USAGE);
    return 2;
  }
  const password = values.password || randomBytes(12).toString('base64url');
  const database = await openConfiguredDatabase();
  try {
    const admins = createAdminService(database.db);
    if (command === 'create') await admins.create({ email: values.email, password, name: values.name });
    else await admins.resetPassword(values.email, password);
    console.log(`${command === 'create' ? 'Created admin' : 'Password reset for'} ${values.email}`);
    if (!values.password) console.log(`Password: ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof HttpError || error instanceof DataDirLockedError || error instanceof TypeError;
    console.error(known ? `Error: ${error.message}` : error);
    process.exit(1);
  },
);
