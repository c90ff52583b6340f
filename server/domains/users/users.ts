import { eq, sql } from 'drizzle-orm';
import userDeclaration from '../../../entities/users.ts';
import type { Db } from '../../db/client.ts';
import { packages, users } from '../../db/schema/index.ts';
import { declaredList } from '../../entities/declared-list.ts';
import { createLister } from '../../lists/lister.ts';
import { toNaira } from '../../shared/money.ts';
import { frozenAnswer } from '../fraud/flag-answers.ts';

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
      balanceKobo: users.balanceKobo,
      createdAt: users.createdAt,
      frozenAt: users.frozenAt,
      frozenReason: users.frozenReason,
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
  balance: toNaira(u.balanceKobo),
  frozen: frozenAnswer(u),
});

export type UserOut = ReturnType<typeof userToApi>;

export const userLister = createLister<UserListRow, UserOut>({
  rows: userRows,
  matching: (db) => db.select({ id: users.id }).from(users).$dynamic(),
  createdAt: users.createdAt,
  id: users.id,
  // Each sort has its index (schema/users.ts); a name-less user sorts as "".
  ...declaredList(userDeclaration, users, { sorts: { name: sql`coalesce(${users.name}, '')` } }),
  toApi: (rows) => rows.map(userToApi),
});
