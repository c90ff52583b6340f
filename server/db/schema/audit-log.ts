import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { createdAtColumn, idColumn } from './columns.ts';

/** Append-only record of every admin write: who did what to which record, and when (the database refuses changes, migration 0012). */
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
  (t) => [
    // The activity log, newest first, whole or by who, which record or what.
    index('audit_log_created_at_idx').on(t.createdAt, t.id),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt, t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt, t.id),
  ],
);
