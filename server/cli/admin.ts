import { ConfigError } from '../config-error.ts';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '../../entities/roles.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { HttpError } from '../errors.ts';
import { createAdminService } from '../accounts/admins.ts';
import { generatePassword } from '../accounts/team.ts';
import { openConfiguredDatabase } from './open-database.ts';

const USAGE = `Usage:
  npm run admin -- create --email E [--password P] [--name N] [--role admin|reviewer|viewer]
  npm run admin -- reset-password --email E [--password P]
  npm run admin -- disable --email E
  npm run admin -- enable --email E
  npm run admin -- reset-mfa --email E
Without --password a random one is generated and printed; a chosen one has at least 12 characters. A password reset and disabling end
every session of the account at once. A new account is an admin unless --role says otherwise. reset-mfa turns the account's
two-factor sign-in off (its phone and recovery codes lost), ends its sessions and gives it a new grace period to set it up again.`;

const COMMANDS = ['create', 'reset-password', 'disable', 'enable', 'reset-mfa'];
const DONE: Record<string, string> = {
  create: 'Created admin',
  'reset-password': 'Password reset for',
  disable: 'Disabled',
  enable: 'Enabled',
  'reset-mfa': 'Two-factor sign-in reset for',
};

async function main() {
  const { positionals, values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    allowPositionals: true,
  });
  const command = positionals[0];
  if (!values.email || !COMMANDS.includes(command) || (values.role !== undefined && !ROLES.includes(values.role as Role))) {
    console.error(USAGE);
    return 2;
  }
  const password = values.password || generatePassword();
  const database = await openConfiguredDatabase();
  try {
    const admins = createAdminService(database.db);
    if (command === 'create') await admins.create({ email: values.email, password, name: values.name, role: values.role as Role | undefined });
    else if (command === 'reset-password') await admins.resetPassword(values.email, password);
    else if (command === 'reset-mfa') await admins.resetMfa(values.email);
    else await admins.setDisabled(values.email, command === 'disable');
    console.log(`${DONE[command]} ${values.email}`);
    const setsPassword = command === 'create' || command === 'reset-password';
    if (setsPassword && !values.password) console.log(`Password: ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof HttpError || error instanceof DataDirLockedError || error instanceof ConfigError || error instanceof TypeError;
    console.error(known ? `Error: ${error.message}` : error);
    process.exit(1);
  },
);
