import fc from 'fast-check';
import { entities } from '../../entities/index.ts';
import type { EntityDeclaration, FieldDeclaration } from '../../entities/types.ts';

type Body = Record<string, unknown>;

/** `/tasks/task/:id` with the key filled in, under /api. */
export const apiPath = (template: string, key?: string) => `/api${key === undefined ? template : template.replace(':id', encodeURIComponent(key))}`;

export const declarationOf = (name: string) => {
  const found = entities.find((entity) => entity.name === name);
  if (!found) throw new Error(`No entity "${name}"`);
  return found;
};

/** Creates a record of an entity through the API (or the console's data provider) and answers it. */
export type CreateRecord = (declaration: EntityDeclaration, body: Body) => Promise<Body>;
/** Inserts a record of an entity no route creates (a user) and answers its id. */
export type InsertRow = (declaration: EntityDeclaration) => Promise<string>;

/**
 * Valid request bodies for any declared entity, read from its declaration: texts that follow the
 * field's pattern and bounds, distinct for unique fields; referenced records made with `create`, or
 * with `insert` where the API creates none.
 */
export function sampleMaker(create: CreateRecord, insert?: InsertRow) {
  const used = new Set<string>();
  let counter = 0;

  /** A text the field accepts, never given before in this suite. */
  function text(source: string, field: FieldDeclaration): string {
    const min = Math.max(field.minLength ?? 1, 1);
    const max = field.maxLength ?? 200;
    const candidates = field.pattern
      ? fc.sample(fc.stringMatching(field.pattern.value), { seed: 7, numRuns: 2000 }).map((s) => s.trim())
      : Array.from({ length: 50 }, (_, i) => `${source} ${counter}-${i}`);
    const fresh = candidates.find((s) => s.length >= min && s.length <= max && /^[A-Za-z0-9]/.test(s) && !used.has(s.toLowerCase()));
    if (!fresh) throw new Error(`No fresh sample for ${source}`);
    used.add(fresh.toLowerCase());
    return fresh;
  }

  /** Creates a record of another entity and answers its id. */
  async function referenced(name: string): Promise<string> {
    const target = declarationOf(name);
    if (!target.api.create) {
      if (!insert) throw new Error(`A reference to "${name}", which no route creates: give sampleMaker an insert`);
      return insert(target);
    }
    return String((await create(target, await body(target)))[target.idField]);
  }

  async function value(source: string, field: FieldDeclaration): Promise<unknown> {
    counter += 1;
    switch (field.kind) {
      case 'text':
      case 'longText':
        return field.values ? field.values[0] : text(source, field);
      case 'choice':
        return field.values![counter % field.values!.length];
      case 'url':
        return `https://example.com/${source}/${counter}`;
      case 'number':
      case 'naira':
        return Math.min((field.min ?? field.greaterThan ?? 0) + counter, field.max ?? Infinity) + (field.kind === 'naira' ? 0.5 : 0);
      case 'date':
      case 'dateTime':
        return `2031-0${(counter % 9) + 1}-15T00:00:00.000Z`;
      case 'reference':
        return referenced(field.reference!);
      case 'referenceMany':
        return [await referenced(field.reference!)];
      default:
        return true;
    }
  }

  /** A valid body with every form input. */
  async function body(declaration: EntityDeclaration): Promise<Body> {
    const out: Body = {};
    for (const source of declaration.form?.inputs ?? []) out[source] = await value(source, declaration.fields[source]);
    return out;
  }

  return { body, value };
}

/** How an answer shows a sent value: trimmed text, the embedded record's id, an instant. */
export function answered(field: FieldDeclaration, sent: unknown, got: unknown): [unknown, unknown] {
  if (field.kind === 'reference') return [sent, (got as { _id: string })._id];
  if (field.kind === 'referenceMany') return [sent, (got as { _id: string }[]).map((ref) => ref._id)];
  if (field.kind === 'date' || field.kind === 'dateTime') return [new Date(sent as string).toISOString(), got];
  return [typeof sent === 'string' ? sent.trim() : sent, got];
}
