/**
 * How the audit log names things. Each writable entity is recorded under a fixed name (the
 * activity log's "entity" filter and a record's History read by it), independent of its labels,
 * which translators own.
 */
export const AUDIT_ENTITIES = {
  packages: 'package',
  engagement: 'engagement-type',
  socialPlatform: 'social-platform',
  coupon: 'coupon',
  tasks: 'task',
  tasksLog: 'task-log',
  banks: 'bank',
  team: 'admin',
} as const satisfies Record<string, string>;

export type AuditEntity = (typeof AUDIT_ENTITIES)[keyof typeof AUDIT_ENTITIES];

/** The audit name of a resource, or undefined for one that is never written. */
export const auditEntityOf = (resource: string): AuditEntity | undefined => (AUDIT_ENTITIES as Record<string, AuditEntity>)[resource];

/** What an audit row says was done. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'bulk-create',
  'review',
  'password',
  'password-failed',
  'password-reset',
  'sign-in',
  'sign-in-failed',
  'sign-out',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
