import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TProperties } from 'typebox';
import { isPastExpiry } from '../../entities/coupon-expiry.ts';
import type { Capability } from '../../entities/roles.ts';
import { BOOLEAN_BADGES, type EntityDeclaration, type FieldDeclaration } from '../../entities/types.ts';
import type { AnyLister } from '../routes/list-reply.ts';
import { csvFile, sendCsv } from '../routes/csv-reply.ts';
import { errorReplies, StrictObject } from '../schemas/common.ts';
import { csvStream } from '../services/csv-export.ts';
import { toListSelection } from '../services/list/list-params.ts';
import { messageIn, messageLocales, requestedLocale } from './labels.ts';
import { valueKey } from '../../entities/types.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];
type Row = Record<string, unknown>;

/** `user.name` of a row: the embedded user's name. */
const valueAt = (row: Row, source: string): unknown => source.split('.').reduce<unknown>((value, key) => (value as Row | null | undefined)?.[key], row);

/** A value's label in a language, where the field has labels for its values; the value itself otherwise. */
function valueLabel(locale: string, field: FieldDeclaration, value: string): string {
  if (!field.valueLabels) return value;
  try {
    return messageIn(locale, `${field.valueLabels}.${valueKey(value)}`);
  } catch {
    return value;
  }
}

/** One cell as a spreadsheet should read it: amounts with two decimals, badges and labelled values in words, embedded records by name. */
function cell(locale: string, field: FieldDeclaration, value: unknown, row: Row): string {
  if (value === null || value === undefined) return '';
  const expiry = field.expiresWith ? valueAt(row, field.expiresWith) : undefined;
  if (typeof expiry === 'string' && isPastExpiry(expiry)) return messageIn(locale, 'app.badge.expired');
  const badge = BOOLEAN_BADGES[field.kind];
  if (badge) return messageIn(locale, value ? badge.true : badge.false);
  if (field.kind === 'statusBadge') return messageInOr(locale, `app.status.${String(value)}`, String(value));
  if (field.kind === 'naira') return (value as number).toFixed(2);
  const display = field.display ?? 'name';
  if (field.kind === 'reference') return String((value as Row)[display] ?? '');
  if (field.kind === 'referenceMany') return (value as Row[]).map((ref) => ref[display]).join(', ');
  return valueLabel(locale, field, String(value));
}

const messageInOr = (locale: string, key: string, fallback: string) => {
  try {
    return messageIn(locale, key);
  } catch {
    return fallback;
  }
};

/**
 * The declared export: `GET <api.export.path>` answers the rows the list's search and filters
 * select, newest first, as CSV streamed from the database, one column per list column, headed and
 * worded in the language asked for (`lang`, else Accept-Language, else English).
 */
export function registerEntityExport(app: App, declaration: EntityDeclaration, lister: AnyLister, filters: TProperties, capability: Capability = 'read') {
  const declared = declaration.api.export;
  if (!declared) return;
  const file = `${declared.file ?? `${declaration.name}-export`}.csv`;
  const columns = declaration.list.columns;
  const header = (locale: string) => columns.map((source) => messageIn(locale, `resources.${declaration.name}.fields.${source}`));
  const toCells = (locale: string) => (row: Row) => columns.map((source) => cell(locale, declaration.fields[source], valueAt(row, source), row));
  const filterKeys = Object.keys(filters);
  const lang = Type.Optional(Type.Union(messageLocales.map((locale) => Type.Literal(locale)), { description: 'the language of the header and worded values (default: Accept-Language, else English)' }));
  app.get(declared.path.replace(/\/$/, ''), {
    config: { access: 'signed-in', capability },
    schema: {
      tags: [declaration.name],
      description: `The rows the list's search and filters select, newest first, as CSV (${file}).`,
      querystring: StrictObject({ q: Type.Optional(Type.String({ maxLength: 200 })), lang, ...filters }),
      response: { 200: csvFile(file), 400: errorReplies[400], 401: errorReplies[401] },
    },
  }, async (request, reply) => {
    const selection = toListSelection(request.query as Row, filterKeys);
    const locale = requestedLocale((request.query as Row).lang, request.headers['accept-language']);
    await sendCsv(reply, file, csvStream(header(locale), toCells(locale), lister.batches(app.db, selection) as AsyncIterable<Row[]>));
  });
}
