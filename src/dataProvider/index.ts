import type { QueryClient } from '@tanstack/react-query';
import { type DataProvider, type GetListParams, HttpError, type Identifier, type RaRecord } from 'react-admin';
import { pagingSorts } from '@entities/list-sorts.ts';
import type { EntityDeclaration } from '@entities/types.ts';
import { readList, readPageMeta, readRecord } from '@/http/envelope.ts';
import { type HttpClient, type HttpResponse, type RequestOptions, withFallbackMessage } from '@/http/httpClient.ts';
import { applyListParams } from './listParams.ts';
import { recordPath } from './paths.ts';
import { toApiBody, toRecord } from './records.ts';
import { CursorMemory, serverPageQuery } from './serverPaging.ts';

/**
 * react-admin → the API contract (README, "API"), driven by each declaration's `api` block:
 *
 * | react-admin       | HTTP                                   | answer read                      |
 * |-------------------|----------------------------------------|----------------------------------|
 * | getList           | GET api.list[?page&perPage&sort&order&cursor&q&filters] | `data` list (+ `meta`) |
 * | getOne            | GET api.getOne, else found in the list | `data` record                    |
 * | getMany(Reference)| the whole list, filtered               |                                  |
 * | create            | POST api.create  (form fields only)    | `data` record, else what was sent|
 * | update            | PUT api.update/:id (form fields only)  | `data` record, else what was sent|
 * | delete            | DELETE api.delete/:id                  | previous record                  |
 * | *Many             | one call per id                        |                                  |
 * | request (custom)  | any path of the contract outside CRUD  | the raw answer                   |
 *
 * Whole-list servers (the contract) are fetched once per screen visit and paged, sorted and
 * filtered here. A schema with `api.paging` first asks for a page (`serverPageQuery`): an answer
 * with `meta.total` means the server pages, and getList keeps asking it for pages (next pages by
 * the keyset `cursor` it returned), passing on `meta.totalIsEstimate`; an answer without is the
 * whole list (the production backend ignores the parameters), kept for the visit and paged here.
 * getList's `meta.serverPaged` tells the screen which. Failures carry the server's message, else
 * the area's fallback key `resources.<name>.errors.<fetch|save|delete>`.
 */
export function createDataProvider(http: HttpClient, schemas: EntityDeclaration[], queryClient: QueryClient): ConsoleDataProvider {
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  /** Per resource, once its first list answer told: does the server page it? */
  const serverPaged = new Map<string, boolean>();
  const cursors = new CursorMemory();
  const schemaOf = (resource: string) => {
    const schema = byName.get(resource);
    if (!schema) throw new Error(`No schema for resource "${resource}"`);
    return schema;
  };
  const request = async (path: string, { fallback, idempotencyKey, ...options }: ConsoleRequestOptions) => {
    const sent: RequestOptions = idempotencyKey
      ? { ...options, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }
      : options;
    try {
      return await http(path, sent);
    } catch (error) {
      throw withFallbackMessage(error, fallback);
    }
  };
  const call = async (resource: string, area: 'fetch' | 'save' | 'delete', path: string, options: RequestOptions = {}) =>
    (await request(path, { ...options, fallback: `resources.${resource}.errors.${area}` })).json;

  const fetchList = async (resource: string) => {
    const schema = schemaOf(resource);
    return { rows: readList(await call(resource, 'fetch', schema.api.list)).map((row) => toRecord(schema, row)) };
  };
  /** The whole list, shared by every page, sort and filter of one screen visit. */
  const wholeList = (resource: string) =>
    queryClient.fetchQuery({ queryKey: fullListKey(resource), staleTime: Infinity, queryFn: () => fetchList(resource) });
  const invalidate = (resource: string) => queryClient.invalidateQueries({ queryKey: fullListKey(resource) });
  const allRows = async (resource: string) => (await wholeList(resource)).rows;

  /** One page from a server that pages, or (first time, production backend) the whole list it answered instead. */
  const fetchPage = async (resource: string, params: Partial<GetListParams> & { signal?: AbortSignal }) => {
    const schema = schemaOf(resource);
    const paging = { ...schema.api.paging, sorts: pagingSorts(schema) };
    const path = `${schema.api.list}${serverPageQuery(paging, params, cursors.get(resource, params))}`;
    const json = await call(resource, 'fetch', path, { signal: params.signal });
    const rows = readList(json).map((row) => toRecord(schema, row));
    const meta = readPageMeta(json);
    serverPaged.set(resource, !!meta);
    if (!meta) {
      queryClient.setQueryData(fullListKey(resource), { rows });
      return { ...applyListParams(rows, params), meta: { serverPaged: false } };
    }
    cursors.remember(resource, params, meta.next);
    return { data: rows, total: meta.total, meta: { serverPaged: true, totalIsEstimate: meta.totalIsEstimate } };
  };

  // Records are whatever the server sent plus `id`; react-admin's per-call generics can't be proven here.
  const provider = {
    getList: async (resource, params) => {
      if (schemaOf(resource).api.paging && serverPaged.get(resource) !== false) return fetchPage(resource, params);
      return { ...applyListParams(await allRows(resource), params), meta: { serverPaged: false } };
    },
    getOne: async (resource, { id, signal }) => {
      const schema = schemaOf(resource);
      if (schema.api.getOne) {
        const json = await call(resource, 'fetch', recordPath(schema.api.getOne, id), { signal });
        return { data: toRecord(schema, readRecord(json) ?? {}) };
      }
      const found = (await allRows(resource)).find((row) => String(row.id) === String(id));
      if (!found) throw new HttpError(`resources.${resource}.errors.fetch`, 404, null);
      return { data: found };
    },
    getMany: async (resource, { ids }) => {
      const wanted = new Set(ids.map(String));
      return { data: (await allRows(resource)).filter((row) => wanted.has(String(row.id))) };
    },
    getManyReference: async (resource, { target, id, ...params }) =>
      applyListParams(await allRows(resource), { ...params, filter: { ...params.filter, [target]: id } }),
    create: async (resource, { data }) => {
      const schema = schemaOf(resource);
      const json = await call(resource, 'save', schema.api.create ?? schema.api.list, { method: 'POST', body: toApiBody(schema, data, 'create') });
      await invalidate(resource);
      return { data: toRecord(schema, { ...data, ...readRecord(json) }) };
    },
    update: async (resource, { id, data, previousData }) => {
      const schema = schemaOf(resource);
      const method = schema.api.updateMethod ?? 'PUT';
      const path = recordPath(schema.api.update ?? schema.api.list, id);
      const json = await call(resource, 'save', path, { method, body: toApiBody(schema, data, 'edit') });
      await invalidate(resource);
      return { data: toRecord(schema, { ...previousData, ...data, ...readRecord(json) }) };
    },
    delete: async (resource, { id, previousData }) => {
      const schema = schemaOf(resource);
      await call(resource, 'delete', recordPath(schema.api.delete ?? schema.api.list, id), { method: 'DELETE' });
      await invalidate(resource);
      return { data: previousData ?? { id } };
    },
    updateMany: async (resource, { ids, data }) => {
      for (const id of ids) await provider.update(resource, { id, data, previousData: { id } });
      return { data: ids };
    },
    deleteMany: async (resource, { ids }) => {
      for (const id of ids) await provider.delete(resource, { id, previousData: { id } as RaRecord<Identifier> });
      return { data: ids };
    },
    request,
    // react-admin then passes each query's `signal`: a page or search superseded before its answer
    // is cancelled. The whole list stays uncancelled: every page, sort and filter of the visit shares it.
    supportAbortSignal: true,
  } as ConsoleDataProvider;
  return provider;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface ConsoleRequestOptions extends RequestOptions {
  /** The message key shown when the server sends no message of its own (each action has its fallback). */
  fallback: string;
  /** Sent as `Idempotency-Key`: one per admin action, so a retry cannot act twice. */
  idempotencyKey?: string;
}

/**
 * react-admin's methods plus `request`, for the contract's calls outside CRUD (dashboard, task
 * review, coupon status, bulk create, export). Call it through `useDataProvider<ConsoleDataProvider>()`
 * so that a 401 still signs the admin out.
 */
export type ConsoleDataProvider = DataProvider & {
  request(path: string, options: ConsoleRequestOptions): Promise<HttpResponse>;
};

/** The query key of a resource's whole list; `SchemaList` forgets it when the screen is left. */
export const fullListKey = (resource: string) => ['fullList', resource] as const;
