import { count, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/client.ts';
import { coupons, packages, users, type Package } from '../db/schema/index.ts';
import type { PackageCreate } from '../schemas/packages.ts';
import { createCrudService, usage } from './crud.ts';
import { toKobo, toNaira } from './money.ts';
import { requiredText } from './text.ts';

type Input = Static<typeof PackageCreate>;

export const packageToApi = (p: Package) => ({
  _id: p.id,
  name: p.name,
  price: toNaira(p.priceKobo),
  referalpoint: p.referralPoints,
  createdAt: p.createdAt.toISOString(),
});

export const createPackageService = (db: Db) =>
  createCrudService<Package, Input, ReturnType<typeof packageToApi>>(db, {
    table: packages,
    label: 'Package',
    entity: 'package',
    toValues: (input) => ({
      ...(input.name !== undefined && { name: requiredText(input.name, 'name') }),
      ...(input.price !== undefined && { priceKobo: toKobo(input.price) }),
      ...(input.referalpoint !== undefined && { referralPoints: Math.round(input.referalpoint) }),
    }),
    toApi: packageToApi,
    usages: async (tx, id) => {
      const [[u], [c]] = await Promise.all([
        tx.select({ n: count() }).from(users).where(eq(users.packageId, id)),
        tx.select({ n: count() }).from(coupons).where(eq(coupons.packageId, id)),
      ]);
      return [...usage(u.n, 'user'), ...usage(c.n, 'coupon')];
    },
    list: {
      sortable: { name: packages.name, price: packages.priceKobo, referalpoint: packages.referralPoints, createdAt: packages.createdAt },
      searchable: [packages.name],
    },
  });
