import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { createdAtColumn, idColumn } from './columns.ts';

/** Append-only record of every admin write: who did what to which record, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    adminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt)],
);
