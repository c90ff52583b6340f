import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, versionColumn } from './columns.ts';

export const engagementTypes = pgTable(
  'engagement_types',
  { id: idColumn(), name: text().notNull(), createdAt: createdAtColumn(), version: versionColumn() },
  (t) => [index('engagement_types_created_at_idx').on(t.createdAt, t.id)],
);

export type EngagementType = typeof engagementTypes.$inferSelect;
