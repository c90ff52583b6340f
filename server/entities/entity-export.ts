import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TProperties } from 'typebox';
import type { EntityDeclaration, FieldDeclaration } from '../../entities/types.ts';
import type { AnyLister } from '../routes/list-reply.ts';
import { csvFile, sendCsv } from '../routes/csv-reply.ts';
import { errorReplies, StrictObject } from '../schemas/common.ts';
import { csvStream } from '../services/csv-export.ts';
import { toListSelection } from '../services/list/list-params.ts';
import { englishMessage } from './labels.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];
type Row = Record<string, unknown>;

const BADGE_WORDS: Partial<Record<FieldDeclaration['kind'], [string, string]>> = {
  activeBadge: ['app.badge.active', 'app.badge.inactive'],
  paidBadge: ['app.badge.paid', 'app.badge.unpaid'],
};

/** `user.name` of a row: the embedded user's name. */
const valueAt = (row: Row, source: string): unknown => source.split('.').reduce<unknown>((value, key) => (value as Row | null | undefined)?.[key], row);

/** One cell as a spreadsheet should read it: amounts with two decimals, badges in words, embedded records by name. */
function cell(field: FieldDeclaration, value: unknown): string {
  if (value === null || value === undefined) return '';
  const badge = BADGE_WORDS[field.kind];
  if (badge) return englishMessage(badge[value ? 0 : 1]);
  if (field.kind === 'naira') return (value as number).toFixed(2);
  const display = field.display ?? 'name';
  if (field.kind === 'reference') return String((value as Row)[display] ?? '');
  if (field.kind === 'referenceMany') return (value as Row[]).map((ref) => ref[display]).join(', ');
  return String(value);
}

/**
 * The declared export: `GET <api.export.path>` answers the rows the list's search and filters
 * select, newest first, as CSV streamed from the database, one column per list column (headed by
 * its English label).
 */
export function registerEntityExport(app: App, declaration: EntityDeclaration, lister: AnyLister, filters: TProperties) {
  const declared = declaration.api.export;
  if (!declared) return;
  const file = `${declared.file ?? `${declaration.name}-export`}.csv`;
  const columns = declaration.list.columns;
  const header = columns.map((source) => englishMessage(`resources.${declaration.name}.fields.${source}`));
  const toCells = (row: Row) => columns.map((source) => cell(declaration.fields[source], valueAt(row, source)));
  const filterKeys = Object.keys(filters);
  app.get(declared.path.replace(/\/$/, ''), {
    config: { access: 'signed-in' },
    schema: {
      tags: [declaration.name],
      description: `The rows the list's search and filters select, newest first, as CSV (${file}).`,
      querystring: StrictObject({ q: Type.Optional(Type.String({ maxLength: 200 })), ...filters }),
      response: { 200: csvFile(file), 400: errorReplies[400], 401: errorReplies[401] },
    },
  }, async (request, reply) => {
    const selection = toListSelection(request.query as Row, filterKeys);
    await sendCsv(reply, file, csvStream(header, toCells, lister.batches(app.db, selection) as AsyncIterable<Row[]>));
  });
}
