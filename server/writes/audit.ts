import type { AuditAction, AuditEntity } from '../../entities/audit.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { LockedActor } from './write-transaction.ts';
import { notifyChange, resourceOfAudit } from './change-notice.ts';

/** A transaction or the database itself: anything drizzle can run statements on. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Sign-in, sign-out and second-factor attempts: recorded for whoever the attempt or session names; nothing else is written. */
export type SessionAction = 'sign-in' | 'sign-in-failed' | 'sign-out' | 'mfa-code-failed' | 'mfa-recovery-code-used';

interface Entry {
  entity: AuditEntity;
  entityId?: string;
  details?: unknown;
}

/** A write on behalf of a signed-in admin: `by` is `lockActor`'s proof that its transaction re-read them. */
export interface WriteAudit extends Entry {
  by: LockedActor;
  action: Exclude<AuditAction, SessionAction>;
}

export interface SessionAudit extends Entry {
  /** Null for a failed sign-in with an unknown email. */
  adminId: string | null;
  action: SessionAction;
}

/**
 * Appends who did what to which record; call it inside the write's own transaction. A write on
 * behalf of an admin is also announced to every process's change feed when it commits (screens
 * follow it live): what is audited is what is announced.
 */
export async function recordAudit(tx: Tx, entry: WriteAudit | SessionAudit) {
  const adminId = 'by' in entry ? entry.by.id : entry.adminId;
  await tx.insert(auditLog).values({ adminId, action: entry.action, entity: entry.entity, entityId: entry.entityId, details: entry.details ?? null });
  if ('by' in entry) await notifyChange(tx, { resource: resourceOfAudit(entry.entity), id: entry.entityId, action: entry.action, by: entry.by.name });
}

/** A change's fields that differ, as the API shows them before and after: `{ price: { from: 100, to: 120 } }`. */
export function changesBetween(before: unknown, after: unknown, fields: string[]) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = (before as Record<string, unknown>)[field] ?? null;
    const to = (after as Record<string, unknown>)[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
