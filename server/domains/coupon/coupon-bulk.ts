import { inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import type { CouponBulkCreate } from './schemas.ts';
import { recordAudit, type Tx } from '../../writes/audit.ts';
import { codePrefix, newCodes, randomSuffix, type SuffixSource } from './coupon-codes.ts';
import type { LockedActor } from '../../writes/write-transaction.ts';
import { couponToApi, couponWriteError, existingPackage, futureExpiry, withPackage, type CouponApi } from './coupons.ts';

type Input = Static<typeof CouponBulkCreate>;

/** Rounds of fresh codes tried before giving up (each round only replaces the codes already taken). */
const MAX_ROUNDS = 5;

/**
 * Creates `quantity` coupons `PREFIX-XXXXXXXX` inside the caller's write transaction (`by` its
 * re-read actor), so they all exist or none does. A code already taken, ignoring case (even by a
 * concurrent create), is skipped by the insert and replaced by a fresh one in the next round.
 */
export async function bulkCreateCoupons(tx: Tx, by: LockedActor, input: Input, suffix: SuffixSource = randomSuffix): Promise<CouponApi[]> {
  const prefix = codePrefix(input.codePrefix);
  const expiryDate = await futureExpiry(tx, input.expiryDate);
  const packageId = await existingPackage(tx, input.packageId);
  const ids: string[] = [];
  for (let round = 0; ids.length < input.quantity; round++) {
    if (round === MAX_ROUNDS)
      throw conflict(`Not enough unused codes left for the prefix ${prefix}; try another prefix`, 'coupon.prefix_exhausted', { prefix });
    const codes = newCodes(prefix, input.quantity - ids.length, suffix);
    const inserted = await tx
      .insert(coupons)
      .values(codes.map((code) => ({ code, packageId, expiryDate })))
      .onConflictDoNothing()
      .returning({ id: coupons.id })
      .catch(couponWriteError);
    ids.push(...inserted.map((row) => row.id));
  }
  const rows = await withPackage(tx as Db)
    .where(inArray(coupons.id, ids))
    .orderBy(coupons.code);
  await recordAudit(tx, {
    by,
    action: 'bulk-create',
    entity: 'coupon',
    details: { quantity: input.quantity, codePrefix: prefix, packageId, codes: rows.map((row) => row.code) },
  });
  return rows.map(couponToApi);
}
