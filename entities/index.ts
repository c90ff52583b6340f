import activity from './activity.ts';
import approvals from './approvals.ts';
import { nameAuditedEntities } from './audit.ts';
import banks from './banks.ts';
import coupon from './coupon.ts';
import engagement from './engagement.ts';
import packages from './packages.ts';
import socialPlatform from './socialPlatform.ts';
import tasks from './tasks.ts';
import team from './team.ts';
import tasksLog from './tasksLog.ts';
import transactions from './transactions.ts';
import type { EntityDeclaration } from './types.ts';
import users from './users.ts';
import withdrawals from './withdrawals.ts';

/** The registry: every entity, in the console menu's order. */
export const entities: EntityDeclaration[] = [
  packages,
  engagement,
  socialPlatform,
  coupon,
  tasks,
  tasksLog,
  approvals,
  users,
  transactions,
  banks,
  withdrawals,
  team,
  activity,
];

nameAuditedEntities(activity, entities);
