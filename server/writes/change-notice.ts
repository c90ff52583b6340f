import { sql } from 'drizzle-orm';
import { AUDIT_ENTITIES, type AuditEntity } from '../../entities/audit.ts';
import type { Tx } from './audit.ts';

/** The channel every process's change feed listens on. */
export const CHANGES_CHANNEL = 'record_changes';

/** One change as the database carries it between processes (PostgreSQL's NOTIFY, sent at commit). */
export interface ChangeNotice {
  /** The console resource changed (`packages`, `tasksLog`). */
  resource: string;
  /** The record's key, where one record changed. */
  id?: string;
  action: string;
  /** Who changed it. */
  by?: string;
  at: string;
}

const resourceByAudit = new Map<string, string>(Object.entries(AUDIT_ENTITIES).map(([resource, entity]) => [entity, resource]));

/** The resource an audit name belongs to: the fixed names' own resource, else the entity's own name. */
export const resourceOfAudit = (entity: AuditEntity) => resourceByAudit.get(entity) ?? entity;

/** The longest key and name a notice carries: its payload must stay far below NOTIFY's 8,000 bytes. */
const MAX_TEXT = 200;

/**
 * Tells every process, once the transaction commits (and only if it does), that a record changed.
 * A rolled-back write sends nothing.
 */
export async function notifyChange(tx: Tx, notice: Omit<ChangeNotice, 'at'>) {
  const payload: ChangeNotice = {
    resource: notice.resource.slice(0, MAX_TEXT),
    action: notice.action.slice(0, MAX_TEXT),
    ...(notice.id && { id: notice.id.slice(0, MAX_TEXT) }),
    ...(notice.by && { by: notice.by.slice(0, MAX_TEXT) }),
    at: new Date().toISOString(),
  };
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** A notice read back from the channel, or undefined for anything else. */
export function parseNotice(payload: string): ChangeNotice | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ChangeNotice>;
    if (typeof value.resource !== 'string' || typeof value.action !== 'string' || typeof value.at !== 'string') return undefined;
    return {
      resource: value.resource,
      action: value.action,
      at: value.at,
      ...(typeof value.id === 'string' && { id: value.id }),
      ...(typeof value.by === 'string' && { by: value.by }),
    };
  } catch {
    return undefined;
  }
}
