import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, versionColumn } from './columns.ts';

export const socialPlatforms = pgTable(
  'social_platforms',
  { id: idColumn(), name: text().notNull(), createdAt: createdAtColumn(), version: versionColumn() },
  (t) => [index('social_platforms_created_at_idx').on(t.createdAt, t.id)],
);

export type SocialPlatform = typeof socialPlatforms.$inferSelect;
