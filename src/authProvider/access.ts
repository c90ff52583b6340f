import { ROLES, type Role } from '@entities/roles.ts';
import { getAdmin } from '@/http/session.ts';

export { mayDo } from '@entities/access.ts';

/** What a screen does with a record beyond react-admin's own actions (list, show, create, edit, delete, export). */
export type ConsoleAction =
  'list' | 'show' | 'export' | 'create' | 'edit' | 'delete' | 'toggle' | 'bulk' | 'review' | 'moderate' | 'reverse' | 'approve' | 'release' | 'password';

/**
 * The signed-in account's role, as sign-in answered it. Undefined for a server without roles (the
 * production backend): there, every account may do everything the spec's routes allow.
 */
export function sessionRole(): Role | undefined {
  const role = getAdmin()?.role;
  return ROLES.find((known) => known === role);
}
