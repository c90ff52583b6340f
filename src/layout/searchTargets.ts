import type { RaRecord } from 'react-admin';
import { valueAt } from '@/dataProvider/listParams.ts';
import { entities } from '@entities/index.ts';

/** The header search's targets, in the order their results are listed; each found by its list's `q` search. */
const TARGETS = [
  { resource: 'users', secondary: 'email' },
  { resource: 'transactions', secondary: 'transaction_id' },
  { resource: 'coupon', secondary: 'packageId.name' },
  { resource: 'tasks', secondary: 'socialPlatform.name' },
] as const;

export interface SearchHit {
  resource: string;
  id: string;
  primary: string;
  secondary: string;
}

/** Each target with the field that names its records (the declaration's `recordRepresentation`). */
export const SEARCH_TARGETS = TARGETS.map((target) => {
  const declaration = entities.find((entity) => entity.name === target.resource)!;
  return { ...target, primary: String(declaration.recordRepresentation ?? declaration.idField) };
});

export type SearchTarget = (typeof SEARCH_TARGETS)[number];

const text = (value: unknown) => (value == null ? '' : String(value));

export const toHit = (target: SearchTarget, record: RaRecord): SearchHit => ({
  resource: target.resource,
  id: text(record.id),
  primary: text(valueAt(record, target.primary)),
  secondary: text(valueAt(record, target.secondary)),
});
