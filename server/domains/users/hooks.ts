import type { ServerHooks } from '../../entities/server-hooks.ts';
import { userLister } from './users.ts';

/** Platform users: read-only, listed with their package. */
export const hooks: ServerHooks = { lister: userLister, description: 'Platform users, newest first (read-only).' };
