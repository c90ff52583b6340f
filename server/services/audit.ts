import type { AuditAction, AuditEntity } from '../../entities/audit.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** A transaction or the database itself: anything drizzle can run statements on. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface AuditEntry {
  /** Null for a failed sign-in with an unknown email. */
  adminId: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string;
  details?: unknown;
}

/** Appends who did what to which record; call it inside the write's own transaction. */
export async function recordAudit(tx: Tx, entry: AuditEntry) {
  await tx.insert(auditLog).values({ ...entry, details: entry.details ?? null });
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
