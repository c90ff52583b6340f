import { eq } from 'drizzle-orm';
import type { Role } from '../../entities/roles.ts';
import { admins } from '../../server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** A made-up address of a team member's own machine (sign-ins are limited per address). */
const ownAddress = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** A new account of `role` on the test app, signed in from its own address: its token. */
export async function roleToken(t: TestApp, role: Role, name = `${role} ${Math.random().toString(36).slice(2, 8)}`) {
  const email = `${name.replace(/\W+/g, '-').toLowerCase()}@test.ng`;
  const password = 'role-token-password';
  await t.app.admins.create({ email, password, name });
  await t.database.db.update(admins).set({ role }).where(eq(admins.email, email));
  const login = await t.request({ method: 'POST', url: '/api/admin/login', payload: { email, password }, token: null, remoteAddress: ownAddress() });
  if (!login.json().data) throw new Error(`sign-in of a ${role} failed: ${login.body}`);
  return login.json().data.token as string;
}
