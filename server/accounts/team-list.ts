import { sql } from 'drizzle-orm';
import teamDeclaration from '../../entities/team.ts';
import type { Db } from '../db/client.ts';
import { admins, type Admin } from '../db/schema/index.ts';
import { declaredList } from '../entities/declared-list.ts';
import { createLister } from '../lists/lister.ts';

/** A team account as the API shows it: never its password hash or session version. */
export const teamMemberToApi = (a: Admin) => ({
  _id: a.id,
  name: a.name,
  email: a.email,
  role: a.role,
  disabled: a.disabled,
  lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
  createdAt: a.createdAt.toISOString(),
  version: a.version,
});

export type TeamMember = ReturnType<typeof teamMemberToApi>;

/** The team, searched, sorted and filtered as declared (a team is small: no index needed); a name sorts ignoring case, and a sign-in time, which may be missing, pages by number only. */
export const teamLister = createLister<Admin, TeamMember>({
  rows: (db: Db) => db.select().from(admins).$dynamic(),
  matching: (db: Db) => db.select({ id: admins.id }).from(admins).$dynamic(),
  createdAt: admins.createdAt,
  id: admins.id,
  ...declaredList(teamDeclaration, admins, { sorts: { name: sql`lower(${admins.name})`, lastLoginAt: { by: [admins.lastLoginAt], keyset: false } } }),
  toApi: (rows) => rows.map(teamMemberToApi),
});
