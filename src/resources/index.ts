import type { ResourceSchema } from '@/admin/schemaTypes.ts';
import coupon from './coupon/schema.ts';
import engagement from './engagement/schema.ts';
import packages from './packages/schema.ts';
import socialPlatform from './socialPlatform/schema.ts';
import tasks from './tasks/schema.ts';
import tasksLog from './tasksLog/schema.ts';
import transactions from './transactions/schema.ts';
import users from './users/schema.ts';

/** The registry: every resource the admin mounts, in the sidebar's order (spec §2). */
export const resources: ResourceSchema[] = [packages, engagement, socialPlatform, coupon, tasks, tasksLog, users, transactions];
