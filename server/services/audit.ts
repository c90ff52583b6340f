import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** A transaction or the database itself: anything drizzle can run statements on. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface AuditEntry {
  adminId: string;
  action: 'create' | 'update' | 'delete' | 'status' | 'bulk-create' | 'review' | 'password';
  entity: string;
  entityId?: string;
  details?: unknown;
}

/** Appends who did what to which record; call it inside the write's own transaction. */
export async function recordAudit(tx: Tx, entry: AuditEntry) {
  await tx.insert(auditLog).values({ ...entry, details: entry.details ?? null });
}
