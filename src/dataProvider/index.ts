import type { QueryClient } from '@tanstack/react-query';
import { type DataProvider, HttpError, type Identifier, type RaRecord } from 'react-admin';
import type { EntityDeclaration } from '@entities/types.ts';
import { fieldLabels } from '@/dataProvider/fieldLabels.ts';
import { readList, readRecord } from '@/http/envelope.ts';
import { type HttpClient, type HttpResponse, type RequestOptions, withFallbackMessage } from '@/http/httpClient.ts';
import { applyListParams } from './listParams.ts';
import { recordPath } from './paths.ts';
import { toApiBody, toRecord, versionOf } from './records.ts';
import { simpleRestLists, WholeListAnswer } from './simpleRestLists.ts';
import { claimedQueuePath } from './claimedQueue.ts';

/**
 * react-admin → the API contract (README, "API"), driven by each declaration's `api` block:
 *
 * | react-admin       | HTTP                                   | answer read                      |
 * |-------------------|----------------------------------------|----------------------------------|
 * | getList           | GET api.list[?sort&range&filter]       | `data` list (+ `Content-Range`)  |
 * | getOne            | GET api.getOne, else found in the list (getMany where it pages) | `data` record |
 * | getMany(Reference)| GET api.list?filter={id\|target}, else the whole list filtered |         |
 * | create            | POST api.create  (form fields only)    | `data` record, else what was sent|
 * | update            | PUT api.update/:id (form fields, version) | `data` record, else what was sent|
 * | delete            | DELETE api.delete/:id[?version]        | previous record                  |
 * | *Many             | one call per id                        |                                  |
 * | request (custom)  | any path of the contract outside CRUD  | the raw answer                   |
 *
 * Whole-list servers (the contract) are fetched once per screen visit and paged, sorted and
 * filtered here. A schema with `api.paging` first asks for a page through react-admin's
 * `ra-data-simple-rest` (simpleRestLists.ts): an answer with `Content-Range` means the server
 * pages, and getList, getMany and getManyReference keep asking it, passing on
 * `X-Total-Is-Estimate`; an answer without is the whole list (the production backend ignores the
 * parameters), kept for the visit and paged here.
 * getList's `meta.serverPaged` tells the screen which. A reviewer's pending queue is read from
 * `api.queue` where the server has it (claimedQueue.ts: each page claimed for them; `meta.claimed`). A record with a `version` (ours) sends it back
 * with its change or delete (update's `meta.version`, else the previous record's), so the server
 * refuses one made from an older copy (409 `record.changed`); the production backend's records
 * have none, and its writes go as before. Failures carry the server's message (a field
 * named by its label), else the area's fallback key `resources.<name>.errors.<fetch|save|delete>`.
 */
export function createDataProvider(http: HttpClient, schemas: EntityDeclaration[], queryClient: QueryClient): ConsoleDataProvider {
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  /** Per resource, once its first list answer told: does the server page it? */
  const serverPaged = new Map<string, boolean>();
  const schemaOf = (resource: string) => {
    const schema = byName.get(resource);
    if (!schema) throw new Error(`No schema for resource "${resource}"`);
    return schema;
  };
  const request = async (path: string, { fallback, idempotencyKey, ...options }: ConsoleRequestOptions) => {
    const sent: RequestOptions = idempotencyKey ? { ...options, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : options;
    try {
      return await http(path, sent);
    } catch (error) {
      throw withFallbackMessage(error, fallback);
    }
  };
  const call = async (resource: string, area: 'fetch' | 'save' | 'delete', path: string, options: RequestOptions = {}) =>
    (await request(path, { ...options, labels: fieldLabels(schemaOf(resource)), fallback: `resources.${resource}.errors.${area}` })).json;

  const fetchList = async (resource: string) => {
    const schema = schemaOf(resource);
    return { rows: readList(await call(resource, 'fetch', schema.api.list)).map((row) => toRecord(schema, row)) };
  };
  /** The whole list, shared by every page, sort and filter of one screen visit. */
  const wholeList = (resource: string) => queryClient.fetchQuery({ queryKey: fullListKey(resource), staleTime: Infinity, queryFn: () => fetchList(resource) });
  const invalidate = (resource: string) => queryClient.invalidateQueries({ queryKey: fullListKey(resource) });
  const allRows = async (resource: string) => (await wholeList(resource)).rows;

  /** The lists of a server-paged resource, through react-admin's simple-rest provider (simpleRestLists.ts). */
  const listsOf = (resource: string) => {
    const schema = schemaOf(resource);
    const fetching = (async (path, options) => {
      try {
        return await http(path, options);
      } catch (error) {
        throw withFallbackMessage(error, `resources.${resource}.errors.fetch`);
      }
    }) as HttpClient;
    return simpleRestLists(fetching, schema, (json) => readList(json).map((row) => toRecord(schema, row)));
  };
  const pagesOnServer = (resource: string) => !!schemaOf(resource).api.paging && serverPaged.get(resource) !== false;

  /**
   * Asks the server for a page; an answer without `Content-Range` is the whole list (the production
   * backend), kept for the visit: this call and the next ones are then answered from it here.
   */
  async function fromServer<T>(resource: string, ask: (lists: ReturnType<typeof listsOf>) => Promise<T>, whole: (rows: RaRecord[]) => T): Promise<T> {
    try {
      const answer = await ask(listsOf(resource));
      serverPaged.set(resource, true);
      return answer;
    } catch (error) {
      if (!(error instanceof WholeListAnswer)) throw error;
      serverPaged.set(resource, false);
      queryClient.setQueryData(fullListKey(resource), { rows: error.rows });
      return whole(error.rows);
    }
  }

  /** Per resource, once asked: does the server serve its claimed queue (`api.queue`)? */
  const queueServed = new Map<string, boolean>();
  /** A reviewer's claimed page of the queue, or undefined from a server without it (404: the list serves instead). */
  async function readQueue(resource: string, path: string, signal?: AbortSignal) {
    const schema = schemaOf(resource);
    try {
      const json = (await request(path, { signal, fallback: `resources.${resource}.errors.fetch` })).json as {
        data: Record<string, unknown>[];
        meta: { total: number; claimMinutes: number; heldByOthers?: number };
      };
      queueServed.set(resource, true);
      return {
        data: json.data.map((row) => toRecord(schema, row)),
        total: json.meta.total,
        meta: { serverPaged: true, claimed: true, claimMinutes: json.meta.claimMinutes, heldByOthers: json.meta.heldByOthers },
      };
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
      queueServed.set(resource, false);
      return undefined;
    }
  }

  // Records are whatever the server sent plus `id`; react-admin's per-call generics can't be proven here.
  const provider = {
    getList: async (resource, params) => {
      const here = (rows: RaRecord[]) => ({ ...applyListParams(rows, params), meta: { serverPaged: false } });
      if (!pagesOnServer(resource)) return here(await allRows(resource));
      const queue = queueServed.get(resource) !== false && claimedQueuePath(schemaOf(resource), params);
      if (queue) {
        const claimed = await readQueue(resource, queue, params.signal);
        if (claimed) return claimed;
      }
      return fromServer(
        resource,
        async (lists) => {
          const { data, total, totalIsEstimate } = await lists.getList(params);
          return { data, total, meta: { serverPaged: true, totalIsEstimate } };
        },
        here,
      );
    },
    getOne: async (resource, { id, signal }) => {
      const schema = schemaOf(resource);
      if (schema.api.getOne) {
        const json = await call(resource, 'fetch', recordPath(schema.api.getOne, id), { signal });
        return { data: toRecord(schema, readRecord(json) ?? {}) };
      }
      // A paged list is asked for the one id (`filter={"id":[…]}`); a whole-list server answers whole and it is found here.
      const found = schema.api.paging
        ? (await provider.getMany(resource, { ids: [id], signal })).data[0]
        : (await allRows(resource)).find((row) => String(row.id) === String(id));
      if (!found) throw new HttpError(`resources.${resource}.errors.fetch`, 404, null);
      return { data: found };
    },
    getMany: async (resource, params) => {
      const wanted = new Set(params.ids.map(String));
      const only = (rows: RaRecord[]) => ({ data: rows.filter((row) => wanted.has(String(row.id))) });
      if (!pagesOnServer(resource)) return only(await allRows(resource));
      return fromServer(resource, async (lists) => only((await lists.getMany(params)).data), only);
    },
    getManyReference: async (resource, params) => {
      const here = (rows: RaRecord[]) => applyListParams(rows, { ...params, filter: { ...params.filter, [params.target]: params.id } });
      if (!pagesOnServer(resource)) return here(await allRows(resource));
      return fromServer(
        resource,
        async (lists) => {
          const { data, total } = await lists.getManyReference(params);
          return { data, total };
        },
        here,
      );
    },
    create: async (resource, { data }) => {
      const schema = schemaOf(resource);
      const json = await call(resource, 'save', schema.api.create ?? schema.api.list, { method: 'POST', body: toApiBody(schema, data, 'create') });
      await invalidate(resource);
      // The production backend answers a create with its message alone: the new record's id is unknown
      // until the list is read again (invalidated above), so it gets one of its own meanwhile.
      const created = toRecord(schema, { ...data, ...readRecord(json) });
      return { data: created.id === undefined ? { ...created, id: `new-${crypto.randomUUID()}` } : created };
    },
    update: async (resource, { id, data, previousData, meta }) => {
      const schema = schemaOf(resource);
      const method = schema.api.updateMethod ?? 'PUT';
      const path = recordPath(schema.api.update ?? schema.api.list, id);
      const version = versionOf(meta?.version ?? previousData);
      const json = await call(resource, 'save', path, { method, body: { ...toApiBody(schema, data, 'edit'), ...(version && { version }) } });
      await invalidate(resource);
      return { data: toRecord(schema, { ...previousData, ...data, ...readRecord(json) }) };
    },
    delete: async (resource, { id, previousData }) => {
      const schema = schemaOf(resource);
      const version = versionOf(previousData);
      await call(resource, 'delete', `${recordPath(schema.api.delete ?? schema.api.list, id)}${version ? `?version=${version}` : ''}`, { method: 'DELETE' });
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
