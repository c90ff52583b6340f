import { teamLister } from '../../accounts/team-list.ts';
import type { ServerHooks } from '../../entities/server-hooks.ts';

/** The team: accounts listed without their secrets; created, changed and reset by routes/team.ts. */
export const hooks: ServerHooks = {
  lister: teamLister,
  ownWrites: 'server/routes/team.ts',
  description: "The console's accounts with their roles (admins only).",
};
