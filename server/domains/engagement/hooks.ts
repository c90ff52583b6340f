import { taskEngagementTypes } from '../../db/schema/index.ts';
import type { ServerHooks } from '../../entities/server-hooks.ts';
import { usedByTasks } from './named-entities.ts';

/** An engagement type a task still asks for cannot be deleted. */
export const hooks: ServerHooks = usedByTasks(taskEngagementTypes.engagementTypeId);
