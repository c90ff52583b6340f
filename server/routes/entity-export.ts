import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TProperties } from 'typebox';
import type { Capability } from '../../entities/roles.ts';
import { csvCells, csvHeader } from '../../entities/csv-cells.ts';
import type { EntityDeclaration } from '../../entities/types.ts';
import type { AnyLister } from '../lists/lister.ts';
import { csvFile, sendCsv } from './csv-reply.ts';
import { errorReplies, StrictObject } from '../schemas/common.ts';
import { csvChunks } from '../lists/csv-export.ts';
import { toListSelection } from '../lists/list-params.ts';
import { messageIn, messageLocales, requestedLocale } from '../entities/labels.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];
type Row = Record<string, unknown>;

/**
 * The declared export: `GET <api.export.path>` answers the rows the list's search and filters
 * select, in the list's order (`sort`, `order`; newest first without), as CSV streamed from the database, one column per list column, headed and
 * worded in the language asked for (`lang`, else Accept-Language, else English).
 */
export function registerEntityExport(app: App, declaration: EntityDeclaration, lister: AnyLister, filters: TProperties, capability: Capability = 'read') {
  const declared = declaration.api.export;
  if (!declared) return;
  const file = `${declared.file ?? `${declaration.name}-export`}.csv`;
  const words = (locale: string) => (key: string) => {
    try {
      return messageIn(locale, key);
    } catch {
      return undefined;
    }
  };
  const filterKeys = Object.keys(filters);
  const lang = Type.Optional(
    Type.Union(
      messageLocales.map((locale) => Type.Literal(locale)),
      { description: 'the language of the header and worded values (default: Accept-Language, else English)' },
    ),
  );
  app.get(
    declared.path.replace(/\/$/, ''),
    {
      config: { access: 'signed-in', capability },
      schema: {
        tags: [declaration.name],
        description: `The rows the list's search and filters select, in the list's order (newest first unless \`sort\`), as CSV (${file}).`,
        querystring: StrictObject({
          q: Type.Optional(Type.String({ maxLength: 200 })),
          lang,
          sort: Type.Optional(Type.Union(lister.sortNames.map((name) => Type.Literal(name)))),
          order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
          ...filters,
        }),
        response: { 200: csvFile(file), 400: errorReplies[400], 401: errorReplies[401] },
      },
    },
    async (request, reply) => {
      const selection = toListSelection(request.query as Row, filterKeys);
      const locale = requestedLocale((request.query as Row).lang, request.headers['accept-language']);
      const { sort, order } = request.query as { sort?: string; order?: 'asc' | 'desc' };
      const rows = lister.batches(app.db, selection, sort ? { sort, order: order ?? 'asc' } : undefined) as AsyncIterable<Row[]>;
      await sendCsv(reply, file, csvChunks(csvHeader(declaration, words(locale)), csvCells(declaration, words(locale)), rows));
    },
  );
}
