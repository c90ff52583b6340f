import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import type { EntityDeclaration } from '@entities/types.ts';
import { versionOf } from '@/dataProvider/records.ts';

/** What a 409 `record.changed` tells: the record as it is now, and who changed it when (when known). */
export interface ChangedRecord {
  current: RaRecord;
  by?: string;
  at?: string;
}

/** The record (`id`) as a 409 `record.changed` carries it, or undefined for any other failure. */
export function recordChangedIn(error: unknown, id: Identifier): ChangedRecord | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const body = error.body as { code?: unknown; data?: unknown; params?: { by?: unknown; at?: unknown } } | null;
  if (body?.code !== 'record.changed' || typeof body.data !== 'object' || body.data === null) return undefined;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return { current: { ...(body.data as object), id } as RaRecord, by: text(body.params?.by), at: text(body.params?.at) };
}

/** Whether `current` is a later version of the record than `opened` (both ours: the production backend has no versions). */
export const isNewer = (current: RaRecord | undefined, opened: RaRecord | undefined) => (versionOf(current) ?? 0) > (versionOf(opened) ?? Infinity);

/** The form's fields whose value differs between the record as opened and as it is now, in the form's order. */
export function changedFields(schema: EntityDeclaration, opened: RaRecord, current: RaRecord) {
  return (schema.form?.inputs ?? [])
    .filter((source) => JSON.stringify(opened[source] ?? null) !== JSON.stringify(current[source] ?? null))
    .map((source) => ({ source, from: opened[source], to: current[source] }));
}
