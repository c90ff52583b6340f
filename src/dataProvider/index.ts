import type { QueryClient } from '@tanstack/react-query';
import { type DataProvider, type GetListParams, HttpError, type Identifier, type RaRecord } from 'react-admin';
import type { ResourceSchema } from '@/admin/schemaTypes.ts';
import { readList, readRecord, readTotal } from './envelope.ts';
import { type HttpClient, type HttpResponse, type RequestOptions, withFallbackMessage } from './httpClient.ts';
import { applyListParams } from './listParams.ts';
import { listQuery, recordPath } from './paths.ts';
import { toApiBody, toRecord } from './records.ts';

/**
 * react-admin → the contract of spec §7, driven by each schema's `api` block:
 *
 * | react-admin       | HTTP                                   | answer read                      |
 * |-------------------|----------------------------------------|----------------------------------|
 * | getList           | GET api.list?page&perPage&sort&order…  | `data` list (+ `meta.total`)     |
 * | getOne            | GET api.getOne, else found in the list | `data` record                    |
 * | getMany(Reference)| the whole list, filtered               |                                  |
 * | create            | POST api.create  (form fields only)    | `data` record, else what was sent|
 * | update            | PUT api.update/:id (form fields only)  | `data` record, else what was sent|
 * | delete            | DELETE api.delete/:id                  | previous record                  |
 * | *Many             | one call per id                        |                                  |
 * | request (custom)  | any path of the contract outside CRUD  | the raw answer                   |
 *
 * Whole-list servers (the contract) are fetched once per screen visit and paged, sorted and
 * filtered here. A list answer that carries `meta.total` is a server that pages itself: from
 * then on getList sends it `listQuery(params)` and trusts its total (issue 7 decides when the
 * first request starts asking for a page; today it asks for the whole list, as the contract says). Failures carry the server's message, else the
 * area's fallback key `resources.<name>.errors.<fetch|save|delete>`.
 */
export function createDataProvider(http: HttpClient, schemas: ResourceSchema[], queryClient: QueryClient): ConsoleDataProvider {
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  const serverPaged = new Set<string>();
  const schemaOf = (resource: string) => {
    const schema = byName.get(resource);
    if (!schema) throw new Error(`No schema for resource "${resource}"`);
    return schema;
  };
  const request = async (path: string, { fallback, idempotencyKey, ...options }: ConsoleRequestOptions) => {
    // `headers` reaches fetch once the HTTP client forwards it (RequestOptions.headers, the lead's part).
    const sent: RequestOptions & { headers?: Record<string, string> } = idempotencyKey
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

  const fetchList = async (resource: string, params: Partial<GetListParams>) => {
    const schema = schemaOf(resource);
    const json = await call(resource, 'fetch', `${schema.api.list}${listQuery(params)}`);
    return { rows: readList(json).map((row) => toRecord(schema, row)), total: readTotal(json) };
  };
  /** The whole list, shared by every page, sort and filter of one screen visit. */
  const wholeList = (resource: string) =>
    queryClient.fetchQuery({ queryKey: fullListKey(resource), staleTime: Infinity, queryFn: () => fetchList(resource, {}) });
  const invalidate = (resource: string) => queryClient.invalidateQueries({ queryKey: fullListKey(resource) });
  const allRows = async (resource: string) => (await wholeList(resource)).rows;

  // Records are whatever the server sent plus `id`; react-admin's per-call generics can't be proven here.
  const provider = {
    getList: async (resource, params) => {
      if (serverPaged.has(resource)) {
        const page = await fetchList(resource, params);
        return { data: page.rows, total: page.total ?? page.rows.length };
      }
      const list = await wholeList(resource);
      if (list.total === undefined) return applyListParams(list.rows, params);
      serverPaged.add(resource);
      queryClient.removeQueries({ queryKey: fullListKey(resource) });
      return { data: list.rows, total: list.total };
    },
    getOne: async (resource, { id }) => {
      const schema = schemaOf(resource);
      if (schema.api.getOne) {
        const json = await call(resource, 'fetch', recordPath(schema.api.getOne, id));
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
  } as ConsoleDataProvider;
  return provider;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface ConsoleRequestOptions extends RequestOptions {
  /** The message key shown when the server sends no message of its own (spec §8's per-action fallbacks). */
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
