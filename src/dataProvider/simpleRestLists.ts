import simpleRestProvider from 'ra-data-simple-rest';
import type { fetchUtils, GetListParams, GetManyParams, GetManyReferenceParams, RaRecord, SortPayload } from 'react-admin';
import { pagingSorts } from '@entities/list-sorts.ts';
import type { EntityDeclaration } from '@entities/types.ts';
import type { HttpClient } from '@/http/httpClient.ts';
import { serverFilters } from './serverFilters.ts';

/** A list answer without `Content-Range`: the whole list (the production backend ignores simple-rest's parameters). */
export class WholeListAnswer extends Error {
  constructor(readonly rows: RaRecord[]) {
    super('The server answered the whole list');
  }
}

export interface ServerPage {
  data: RaRecord[];
  total?: number;
  /** The answer said `X-Total-Is-Estimate: true`. */
  totalIsEstimate: boolean;
}

/** The server's sort name for a column, else its default order (newest first). */
function serverSort(schema: EntityDeclaration, sort: SortPayload | undefined): SortPayload {
  const name = sort?.field ? pagingSorts(schema)[sort.field] : undefined;
  return name && sort ? { field: name, order: sort.order } : { field: 'createdAt', order: 'DESC' };
}

const serverFilter = (schema: EntityDeclaration, filter: Record<string, unknown> = {}) => Object.fromEntries(serverFilters(schema.api.paging ?? {}, filter));

/**
 * A server-paged resource's lists through react-admin's own `ra-data-simple-rest` (`sort`,
 * `range`, `filter` out; `Content-Range` back), carried by the project's HTTP client so that the
 * token, sign-out on 401 and the server's messages stay as they are. The project's layer on top
 * translates the columns' sorts and filters into the server's names, unwraps the contract's
 * envelope (`data`, `data.data`) into records (`toRecords`: coupon codes as ids), and turns an
 * answer without `Content-Range` into a `WholeListAnswer` holding its rows.
 */
export function simpleRestLists(http: HttpClient, schema: EntityDeclaration, toRecords: (json: unknown) => RaRecord[]) {
  const resource = schema.api.list.replace(/^\//, '');

  /** One call of simple-rest's provider, remembering whether its answer's total was an estimate. */
  async function delegate<T>(call: (provider: ReturnType<typeof simpleRestProvider>) => Promise<T>) {
    let totalIsEstimate = false;
    const client = async (url: string, options: fetchUtils.Options = {}) => {
      // simple-rest repeats its `range` parameter as a `Range` header, which our server never reads:
      // left out, a backend on another origin has one header fewer to allow.
      const headers = options.headers instanceof Headers ? Object.fromEntries([...options.headers.entries()].filter(([name]) => name !== 'range')) : undefined;
      const response = await http(url, { headers, signal: options.signal ?? undefined });
      const rows = toRecords(response.json);
      if (!response.headers.has('Content-Range')) throw new WholeListAnswer(rows);
      totalIsEstimate = response.headers.get('X-Total-Is-Estimate') === 'true';
      return { status: response.status, headers: response.headers, body: response.body, json: rows };
    };
    const result = await call(simpleRestProvider('', client));
    return { ...(result as { data: RaRecord[]; total?: number }), totalIsEstimate };
  }

  return {
    getList: (params: GetListParams): Promise<ServerPage> =>
      delegate((provider) => provider.getList(resource, { ...params, sort: serverSort(schema, params.sort), filter: serverFilter(schema, params.filter) })),
    getMany: (params: GetManyParams): Promise<ServerPage> => delegate((provider) => provider.getMany(resource, params)),
    getManyReference: (params: GetManyReferenceParams): Promise<ServerPage> => {
      const [serverTarget, serverId] = Object.entries(serverFilter(schema, { [params.target]: params.id }))[0] ?? [params.target, params.id];
      const query = { ...params, target: serverTarget, id: serverId, sort: serverSort(schema, params.sort), filter: serverFilter(schema, params.filter) };
      return delegate((provider) => provider.getManyReference(resource, query));
    },
  };
}
