import type { EntityDeclaration } from './types.ts';

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
  users: 'user',
  approvals: 'approval',
} as const satisfies Record<string, string>;

/** An audit name: one of the fixed names above, or a newer entity's own name. */
export type AuditEntity = string;

/** The fixed audit name of a resource, where it has one (a newer entity is recorded under its own name). */
export const auditEntityOf = (resource: string): AuditEntity | undefined => (AUDIT_ENTITIES as Record<string, AuditEntity>)[resource];

/**
 * The activity log's `entity` column and filter name every entity the declarations can write (and
 * the team), each by its own name (`resources.<name>.name`): a new entity needs no word of its own here.
 */
export function nameAuditedEntities(activity: EntityDeclaration, declarations: readonly EntityDeclaration[]) {
  const audited = declarations.filter((d) => d.api.create || d.api.update || d.api.delete || auditEntityOf(d.name));
  const labels = Object.fromEntries(audited.map((d) => [auditEntityOf(d.name) ?? d.name, `resources.${d.name}.name`]));
  const values = Object.keys(labels);
  activity.fields.entity = { ...activity.fields.entity, values, valueLabelKeys: labels };
  activity.list.filters = activity.list.filters?.map((filter) =>
    filter.source === 'entity' ? { ...filter, choices: values.map((value) => ({ value, label: labels[value] })) } : filter,
  );
}

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
  'mfa-enable',
  'mfa-remove',
  'mfa-reset',
  'mfa-recovery-codes',
  'mfa-code-failed',
  'mfa-recovery-code-used',
  'step-up',
  'session-end',
  'freeze',
  'unfreeze',
  'reverse',
  'approval-request',
  'approve',
  'reject',
  'release-claim',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
