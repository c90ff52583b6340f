import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntity } from '../../entities/audit.ts';
import { admins, auditLog } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';
import type { Tx } from './audit.ts';

/** Who last wrote a record and when, from the activity log (absent for rows written outside the API). */
async function lastChange(tx: Tx, entity: AuditEntity, entityId: string) {
  const [row] = await tx
    .select({ by: admins.name, at: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row;
}

interface ChangedRecord {
  label: string;
  /** The entity's declared name (`resources.<name>.name`). */
  name: string;
  entity: AuditEntity;
  /** How the activity log names the record. */
  key: string;
  /** The record as it is now, as the API shows it. */
  current: unknown;
}

/**
 * A write naming the version it was made from (`expected`) is refused when the record has changed
 * since (`actual` differs): 409 `record.changed`, the record as it is now described by `changed`.
 */
export async function assertVersion(tx: Tx, expected: number | undefined, actual: number, changed: () => Promise<ChangedRecord> | ChangedRecord) {
  if (expected === undefined || expected === actual) return;
  throw await recordChanged(tx, await changed());
}

/**
 * A write sent with an older version than the record's: 409 `record.changed` with the record as it
 * is now and who changed it when, so the client can show what changed and keep what its admin typed.
 */
async function recordChanged(tx: Tx, record: ChangedRecord): Promise<HttpError> {
  const change = await lastChange(tx, record.entity, record.key);
  const who = change ? ` by ${change.by ?? 'a deleted account'} at ${change.at.toISOString()}` : '';
  const version = (record.current as { version: number }).version;
  return new HttpError(
    409,
    `${record.label} was changed${who} after you opened it: reload it, or send your change again with version ${version}`,
    {},
    {
      code: 'record.changed',
      params: { entity_key: `resources.${record.name}.name`, version, ...(change && { by: change.by ?? '', at: change.at.toISOString() }) },
    },
    record.current,
  );
}
