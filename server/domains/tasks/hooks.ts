import type { ServerHooks } from '../../entities/server-hooks.ts';
import { taskHooks } from './tasks.ts';

/** Tasks: their engagement types checked and stored with them, listed with their platform; a task with submissions cannot be deleted. */
export const hooks: ServerHooks = taskHooks;
