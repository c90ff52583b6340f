import { entities } from './index.ts';
import { canDo, type Capability, type Role } from './roles.ts';

const WRITES = new Set(['create', 'edit', 'delete', 'toggle', 'bulk']);
/** Actions that are capabilities of their own, whatever the resource. */
const OWN_CAPABILITIES = new Set<string>(['review', 'moderate', 'reverse', 'approve', 'release'] satisfies Capability[]);
const byName = new Map(entities.map((entity) => [entity.name, entity]));

/** The capability an action on a resource needs: reviews, freezes, reversals and approvals their own, writes the entity's `write`, the rest its `read`. */
function capabilityFor(resource: string, action: string): Capability {
  if (OWN_CAPABILITIES.has(action)) return action as Capability;
  const declaration = byName.get(resource);
  return WRITES.has(action) ? (declaration?.access?.write ?? 'manage') : (declaration?.access?.read ?? 'read');
}

/**
 * Whether a role may do an action on a resource (`account` is one's own: any role): the console's
 * side of the policy the server enforces per route. `role` is undefined for a server without roles
 * (the production backend): every account may do everything there, but what only a server with roles
 * has (the team, the activity log, one's own password) is not offered.
 */
export function mayDo(role: Role | undefined, resource: string, action: string): boolean {
  const extension = resource === 'account' || !!byName.get(resource)?.extension;
  if (role === undefined) return !extension;
  return resource === 'account' || canDo(role, capabilityFor(resource, action));
}
