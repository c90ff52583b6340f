import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../entities/roles.ts';
import { createdAtColumn, idColumn, versionColumn, valueList } from './columns.ts';

export const admins = pgTable(
  'admins',
  {
    id: idColumn(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** Raised by a password change or reset: every token of an older version stops working. */
    sessionVersion: integer().notNull().default(0),
    /** A disabled account cannot sign in, and its sessions end at once. */
    disabled: boolean().notNull().default(false),
    /** What the account may do (entities/roles.ts); accounts made before roles are admins. */
    role: text({ enum: ROLES }).notNull().default('admin'),
    lastLoginAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
    /** The active TOTP key (base32); null while two-factor sign-in is off. */
    mfaSecret: text(),
    /** A key offered by enrolment and not yet confirmed by a first code. */
    mfaPendingSecret: text(),
    /** The last accepted TOTP time step: a code of this step or an earlier one is a replay. */
    mfaLastStep: bigint({ mode: 'number' }),
    /** When a role requiring two-factor sign-in began to apply: the grace period counts from here. */
    mfaGraceFrom: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
    version: versionColumn(),
  },
  (t) => [uniqueIndex('admins_email_lower_key').on(sql`lower(${t.email})`), check('admins_role_check', sql`${t.role} in (${valueList(ROLES)})`)],
);

export type Admin = typeof admins.$inferSelect;
export type NewAdmin = typeof admins.$inferInsert;
