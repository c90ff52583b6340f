import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packages, users } from '../db/schema/index.ts';
import { createLister } from './list/lister.ts';

/** Users with their package's name: the query behind the users list and the dashboard. */
const userRows = (db: Db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isPaid: users.isPaid,
      packageId: users.packageId,
      packageName: packages.name,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(packages, eq(packages.id, users.packageId))
    .$dynamic();

type UserListRow = Awaited<ReturnType<typeof userRows>>[number];

const userToApi = (u: UserListRow) => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  createdAt: u.createdAt.toISOString(),
  isPaid: u.isPaid,
  package: u.packageId ? { _id: u.packageId, name: u.packageName ?? '' } : null,
});

export type UserOut = ReturnType<typeof userToApi>;

export const userLister = createLister<UserListRow, UserOut>({
  rows: userRows,
  count: (db) => db.select({ n: count() }).from(users).leftJoin(packages, eq(packages.id, users.packageId)).$dynamic(),
  createdAt: users.createdAt,
  id: users.id,
  sortable: { name: users.name, email: users.email, createdAt: users.createdAt, isPaid: users.isPaid },
  searchable: [users.name, users.email],
  filters: { isPaid: users.isPaid, package: users.packageId },
  toApi: (rows) => rows.map(userToApi),
});
