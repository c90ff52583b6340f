import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, type Admin } from '../db/schema/index.ts';
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
});

export type TeamMember = ReturnType<typeof teamMemberToApi>;

/** The team, searched by name and email, sorted by any column (a team is small: no index needed). */
export const teamLister = createLister<Admin, TeamMember>({
  rows: (db: Db) => db.select().from(admins).$dynamic(),
  matching: (db: Db) => db.select({ id: admins.id }).from(admins).$dynamic(),
  createdAt: admins.createdAt,
  id: admins.id,
  sortable: {
    name: sql`lower(${admins.name})`,
    email: { by: [sql`lower(${admins.email})`], unique: true },
    role: admins.role,
    disabled: { by: [admins.disabled, admins.createdAt] },
    lastLoginAt: { by: [admins.lastLoginAt], keyset: false },
    createdAt: admins.createdAt,
  },
  searchable: [admins.name, admins.email],
  filters: { role: admins.role, disabled: admins.disabled },
  toApi: (rows) => rows.map(teamMemberToApi),
});
