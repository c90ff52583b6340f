import type { EntityDeclaration } from '../../entities/types.ts';
import { badRequest, conflict, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../errors.ts';
import { columnName } from './field-values.ts';
import { englishMessage } from './labels.ts';

/** The database's text about the failing key: `Key (lower(code))=(x) already exists.` */
function detailOf(error: unknown): string {
  for (let e = error as { detail?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.detail === 'string') return e.detail;
  }
  return '';
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The declared field whose column the database names in its detail, of those `pick` allows. */
function fieldNamed(declaration: EntityDeclaration, detail: string, pick: (source: string) => boolean) {
  const key = /Key \((.*?)\)=/.exec(detail)?.[1] ?? '';
  return Object.entries(declaration.fields).find(([source, field]) => pick(source) && new RegExp(`\\b${snake(columnName(source, field))}\\b`).test(key))?.[0];
}

/**
 * A write the database refused, as the client's error: a unique field's clash (even with a
 * concurrent write) is a 409 naming the field, "Coupon code already exists"; a reference to a
 * record deleted meanwhile is a 400 naming the field.
 */
export const entityWriteError =
  (declaration: EntityDeclaration, label: string) =>
  (error: unknown): never => {
    const code = pgErrorCode(error);
    if (code === PG_UNIQUE_VIOLATION) {
      const field = fieldNamed(declaration, detailOf(error), (source) => !!declaration.fields[source].unique);
      throw conflict(`${label} ${field ?? 'record'} already exists`, 'entity.duplicate', {
        entity_key: `resources.${declaration.name}.name`,
        field: field ?? 'record',
      });
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      const field = fieldNamed(declaration, detailOf(error), (source) => declaration.fields[source].kind === 'reference');
      const target = field ? englishMessage(`resources.${declaration.fields[field].reference}.name`).split('||||')[0].trim().toLowerCase() : 'record';
      const params = field ? { field, target_key: `resources.${declaration.fields[field].reference}.name` } : undefined;
      throw badRequest(`${field ?? 'a reference'} does not match any ${target}`, 'reference.missing', params);
    }
    throw error;
  };
