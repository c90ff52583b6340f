import { Type, type TProperties, type TSchema } from 'typebox';
import { BOOLEAN_KINDS, type EntityDeclaration, type FieldDeclaration } from '../../entities/types.ts';
import { Id, KOBO, PatternedString, StrictObject } from '../schemas/common.ts';
import { DateOrDateTimeInput } from '../schemas/dates.ts';
import { englishMessage } from './labels.ts';
import { isEditable } from './field-values.ts';
import { textBounds } from '../../entities/text-bounds.ts';
import { FlagsAnswer, FrozenAnswer } from '../schemas/flags.ts';

const DATE_KINDS = new Set(['date', 'dateTime']);

const nullable = (field: FieldDeclaration, schema: TSchema) => (field.nullable ? Type.Union([schema, Type.Null()]) : schema);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** One of the values: its 400 reads "must be equal to one of the allowed values". */
const enumeration = (values: readonly string[]) => Type.Enum([...values], { type: 'string' });

/** An embedded record as answers show it: `{ _id, <display> }`. */
const embedded = (field: FieldDeclaration) => StrictObject({ _id: Id, [field.display ?? 'name']: Type.String() });

/** A field's value in answers. */
export function answerSchema(field: FieldDeclaration): TSchema {
  if (field.kind === 'reference') return nullable(field, embedded(field));
  if (field.kind === 'referenceMany') return Type.Array(embedded(field), { description: 'sorted by name' });
  if (field.kind === 'number' || field.kind === 'naira') return nullable(field, Type.Number(field.kind === 'naira' ? { description: 'naira' } : {}));
  if (BOOLEAN_KINDS.has(field.kind)) return Type.Boolean();
  if (DATE_KINDS.has(field.kind)) return nullable(field, Type.String({ format: 'date-time' }));
  if (field.kind === 'flags') return FlagsAnswer;
  if (field.kind === 'frozen') return FrozenAnswer;
  if (field.kind === 'changes') return Type.Unknown({ description: 'what the server recorded: `changes` maps each changed field to `{ from, to }`' });
  return nullable(field, field.values ? enumeration(field.values) : Type.String());
}

/** A field's value in a request body, with the declared bounds. */
export function inputSchema(field: FieldDeclaration): TSchema {
  if (field.kind === 'reference') return Type.String({ format: 'uuid', description: `a ${field.reference} id` });
  if (field.kind === 'referenceMany') {
    return Type.Array(Id, { minItems: field.required ? 1 : 0, maxItems: field.maxLength ?? 20, uniqueItems: true, description: `${field.reference} ids` });
  }
  if (field.kind === 'number' || field.kind === 'naira') {
    const bounds = {
      minimum: field.min ?? (field.greaterThan === undefined ? 0 : undefined),
      maximum: field.max ?? (field.lessThan === undefined ? 1_000_000_000 : undefined),
      exclusiveMinimum: field.greaterThan,
      exclusiveMaximum: field.lessThan,
      ...(field.kind === 'naira' && { description: 'naira, whole kobo', multipleOf: KOBO }),
    };
    const defined = Object.fromEntries(Object.entries(bounds).filter(([, value]) => value !== undefined));
    return field.integer ? Type.Integer(defined) : Type.Number(defined);
  }
  if (BOOLEAN_KINDS.has(field.kind)) return Type.Boolean();
  if (DATE_KINDS.has(field.kind)) return DateOrDateTimeInput();
  if (field.values) return enumeration(field.values);
  const [minLength, maxLength] = textBounds(field);
  const bounds = { minLength, maxLength };
  if (field.pattern) return PatternedString(field.pattern.value.source, lowerFirst(englishMessage(field.pattern.message)), bounds, field.pattern.message);
  return Type.String({ ...bounds, ...(field.kind === 'url' && { description: 'an http(s) URL' }) });
}

/**
 * A record as answers show it: the id field first, then every declared field. Dotted fields
 * (`user.name`, `user.email`) are one embedded object with its own `_id` (or null, when declared
 * `optionalRecord`).
 */
export function rowSchema(declaration: EntityDeclaration) {
  const properties: TProperties = { [declaration.idField]: declaration.idField === '_id' ? Id : Type.String() };
  const nested = new Map<string, TProperties>();
  const optional = new Set<string>();
  for (const [source, field] of Object.entries(declaration.fields)) {
    const [outer, inner] = source.split('.');
    if (!inner) {
      properties[source] = answerSchema(field);
      continue;
    }
    if (!nested.has(outer)) nested.set(outer, { _id: Id });
    nested.get(outer)![inner] = answerSchema(field);
    if (field.optionalRecord) optional.add(outer);
  }
  for (const [outer, inner] of nested) properties[outer] = optional.has(outer) ? Type.Union([StrictObject(inner), Type.Null()]) : StrictObject(inner);
  if (isEditable(declaration)) properties.version = VersionAnswer;
  return StrictObject(properties);
}

/**
 * The path parameter naming a record: a UUID for `_id`; otherwise the id field's text, any
 * characters but control characters, so records saved before a stricter rule stay reachable.
 */
export function keyParam(declaration: EntityDeclaration): { name: string; schema: TSchema } {
  if (declaration.idField === '_id') return { name: 'id', schema: Id };
  const maxLength = declaration.fields[declaration.idField]?.maxLength ?? 200;
  return {
    name: declaration.idField,
    schema: PatternedString('^[^\\u0000-\\u001f\\u007f]+$', 'must not contain control characters', { minLength: 1, maxLength }),
  };
}

/** A new record: every form input, required ones as declared. */
export function createSchema(declaration: EntityDeclaration) {
  const inputs = declaration.form?.inputs ?? [];
  return StrictObject(
    Object.fromEntries(
      inputs.map((source) => {
        const field = declaration.fields[source];
        return [source, field.required ? inputSchema(field) : Type.Optional(inputSchema(field))];
      }),
    ),
  );
}

const VersionAnswer = Type.Integer({
  minimum: 1,
  description: 'raised by each change: send it back with a change or delete to refuse one made from an older copy',
});
/** The version a change or delete was made from: the record's changes since are not overwritten (409 `record.changed`). */
export const VersionInput = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'the version read; 409 `record.changed` if the record changed since',
});

/**
 * A change: any form inputs, at least one, and the version it was made from. An input read-only on edit may be sent back (the
 * console sends the whole record) and is then held to the key's rule; the service checks it names
 * the same record.
 */
export function updateSchema(declaration: EntityDeclaration) {
  const readOnly = declaration.form?.readOnlyOnEdit ?? [];
  const inputs = declaration.form?.inputs ?? [];
  const key = keyParam(declaration);
  return StrictObject(
    {
      ...Object.fromEntries(
        inputs.map((source) => {
          const schema = readOnly.includes(source) && source === declaration.idField ? key.schema : inputSchema(declaration.fields[source]);
          return [source, Type.Optional(schema)];
        }),
      ),
      version: Type.Optional(VersionInput),
    },
    { minProperties: 1 },
  );
}

/** The fields a list filters by equality: its choice filters and the fields declared `filterable`. */
export function filterFields(declaration: EntityDeclaration): string[] {
  const choices = (declaration.list.filters ?? []).filter((f) => f.kind === 'choice').map((f) => f.source);
  const declared = Object.entries(declaration.fields)
    .filter(([, field]) => field.filterable)
    .map(([source]) => source);
  return [...new Set([...choices, ...declared])];
}

/** The query parameters of those filters. */
export const filterSchemas = (declaration: EntityDeclaration): TProperties =>
  Object.fromEntries(
    filterFields(declaration).map((source) => {
      const field = declaration.fields[source];
      const schema = BOOLEAN_KINDS.has(field.kind)
        ? Type.Boolean()
        : field.kind === 'reference'
          ? inputSchema(field)
          : field.values
            ? enumeration(field.values)
            : Type.String({ maxLength: 200 });
      return [source, Type.Optional(schema)];
    }),
  );
