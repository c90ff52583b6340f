import { bigint, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, versionColumn } from './columns.ts';
import { engagementTypes } from './engagement-types.ts';
import { socialPlatforms } from './social-platforms.ts';

export const tasks = pgTable(
  'tasks',
  {
    id: idColumn(),
    title: text().notNull(),
    image: text().notNull().default(''),
    socialPlatformId: uuid()
      .notNull()
      .references(() => socialPlatforms.id, { onDelete: 'restrict' }),
    description: text().notNull().default(''),
    taskLink: text().notNull(),
    priceKobo: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
    version: versionColumn(),
  },
  (t) => [index('tasks_created_at_idx').on(t.createdAt, t.id), index('tasks_social_platform_idx').on(t.socialPlatformId)],
);

/** The engagement types a task asks for (a task has several). */
export const taskEngagementTypes = pgTable(
  'task_engagement_types',
  {
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    engagementTypeId: uuid()
      .notNull()
      .references(() => engagementTypes.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.engagementTypeId] }), index('task_engagement_types_engagement_idx').on(t.engagementTypeId)],
);

export type Task = typeof tasks.$inferSelect;
