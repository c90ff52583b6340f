/**
 * The roles an account may have, and what each capability lets its holders do. Read by the server
 * (each route declares the capability it needs: 403 without it) and by the console (what it shows).
 */
export const ROLES = ['admin', 'reviewer', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const CAPABILITIES = {
  /** The dashboard, every list and record, CSV exports, one's own session. */
  read: ['admin', 'reviewer', 'viewer'],
  /** Reviewing task logs, one by one or in bulk. */
  review: ['admin', 'reviewer'],
  /** Creating, editing, deleting and toggling catalogue records (coupons' bulk create included). */
  manage: ['admin'],
  /** Reversing a confirmed credit (one debit takes it back). */
  reverse: ['admin'],
  /** Approving or rejecting another admin's request to move a large sum (four eyes). */
  approve: ['admin'],
  /** Releasing another reviewer's hold on a pending submission (their claim), so someone else may review it. */
  release: ['admin'],
  /** Freezing and unfreezing platform users (a frozen user's submissions cannot be confirmed). */
  moderate: ['admin'],
  /** Team accounts and the activity log. */
  team: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Capability = keyof typeof CAPABILITIES;

export const canDo = (role: Role, capability: Capability) => (CAPABILITIES[capability] as readonly Role[]).includes(role);
