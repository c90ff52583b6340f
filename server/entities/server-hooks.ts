import { taskEngagementTypes } from '../db/schema/index.ts';
import { ActivityFilters } from '../domains/activity/schemas.ts';
import { TaskLogFilters } from '../domains/tasksLog/schemas.ts';
import { CouponExpiryRange } from '../domains/coupon/schemas.ts';
import { TransactionQuery } from '../domains/transactions/schemas.ts';
import { couponHooks } from '../domains/coupon/coupons.ts';
import { usedByTasks } from '../domains/engagement/named-entities.ts';
import { taskLogLister } from '../domains/tasksLog/task-logs.ts';
import { activityLister } from '../domains/activity/activity.ts';
import { taskHooks } from '../domains/tasks/tasks.ts';
import { teamLister } from '../accounts/team-list.ts';
import { transactionLister } from '../domains/transactions/transactions.ts';
import { userLister } from '../domains/users/users.ts';
import type { RegisteredEntityHooks } from '../routes/register-entity.ts';

export interface ServerHooks extends RegisteredEntityHooks {
  /** The module that registers the entity's writes itself, where they are more than create/update/delete (team accounts). */
  ownWrites?: string;
}

/**
 * The server side of the entities that have more than their declaration: business rules, joined
 * lists, extra routes. A plain entity has no entry: its table, references and usages are derived.
 */
export const serverHooks: Record<string, ServerHooks> = {
  engagement: usedByTasks(taskEngagementTypes.engagementTypeId),
  coupon: { query: CouponExpiryRange, ...(couponHooks as RegisteredEntityHooks) },
  tasks: taskHooks,
  tasksLog: { lister: taskLogLister, query: TaskLogFilters, description: 'Task submissions, newest first; `sort=createdAt&order=asc` serves the queue oldest first.' },
  users: { lister: userLister, description: 'Platform users, newest first (read-only).' },
  transactions: {
    lister: transactionLister,
    query: TransactionQuery,
    description: 'The ledger, newest first (read-only). `userId` keeps one user\'s; `from`/`to` bound createdAt, both inclusive.',
  },
  team: { lister: teamLister, ownWrites: 'server/routes/team.ts', description: 'The console\'s accounts with their roles (admins only).' },
  activity: {
    lister: activityLister,
    query: ActivityFilters,
    description: 'Who did what to which record, newest first (keyset `cursor` at any depth), admins only. `from`/`to` bound the time, both inclusive. No route changes or deletes its rows, and the database refuses to.',
  },
};
