import type { ServerHooks } from '../../entities/server-hooks.ts';
import { TaskLogFilters } from './schemas.ts';
import { taskLogLister } from './task-logs.ts';

/** Task submissions: read-only, listed with their user, task and reviewer; reviewed by routes/task-logs.ts. */
export const hooks: ServerHooks = {
  lister: taskLogLister,
  query: TaskLogFilters,
  description: 'Task submissions, newest first; `sort=createdAt&order=asc` serves the queue oldest first.',
};
