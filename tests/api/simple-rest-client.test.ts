import type { AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type RaRecord } from 'react-admin';
import { beforeAll, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { pagingSorts } from '../../entities/list-sorts.ts';
import type { EntityDeclaration } from '../../entities/types.ts';
import { seedDemo } from '../../server/db/seed/seed-demo.ts';
import { apiPath, sampleMaker } from '../helpers/entity-samples.ts';
import { insertRowWith } from '../helpers/table-rows.ts';
import { insertApprovalRequest } from '../helpers/builders.ts';
import { describeApi, type TestApp } from '../helpers/test-app.ts';
import { stepUp } from '../helpers/mfa.ts';

type Row = Record<string, unknown>;

/** Every server-paged list, read from the registry. */
const paged = entities.filter((declaration) => declaration.api.paging);
/**
 * Rows a list needs for two pages of a filtered value: writable lists with fewer get sample records,
 * whose writes also fill the read-only lists fed by them (the activity log).
 */
const MIN_ROWS = 4;
/** The largest page asked: two of them stay well inside one own-dialect page. */
const MAX_PER_PAGE = 25;

/** simple-rest's resource: the list's path under the API, as react-admin's own provider joins it. */
const resourceOf = (declaration: EntityDeclaration) => declaration.api.list.replace(/^\//, '');
/** A filter's value as records carry it: a referenced record by its `_id`. */
const keyOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Row)._id : value);
/** The server's name of a filter: as `api.paging.filters` maps it, else the filter's own. */
const serverName = (declaration: EntityDeclaration, source: string) => {
  const mapped = declaration.api.paging?.filters?.[source];
  return typeof mapped === 'string' ? mapped : source;
};

/**
 * The console's whole-list request (the production contract: no paging parameter) answers
 * `{ data: [...] }` only, no Content-Range, records keyed by the id field and without `id`.
 */
async function wholeList(t: TestApp, declaration: EntityDeclaration): Promise<Row[]> {
  const res = await t.request({ method: 'GET', url: apiPath(declaration.api.list) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-range']).toBeUndefined();
  const body = res.json() as { data: Row[] };
  expect(Object.keys(body)).toEqual(['data']);
  for (const row of body.data) {
    expect(row).not.toHaveProperty('id');
    expect(row).toHaveProperty(declaration.idField);
  }
  return body.data;
}

/**
 * The filter a stock client sends: the first declared filter the records carry, at the value most
 * records have (so that two pages hold it), with the number of records having it.
 */
function commonestFilter(declaration: EntityDeclaration, rows: Row[]) {
  const source = (declaration.list.filters ?? []).map((filter) => filter.source).find((name) => rows.some((row) => name in row));
  if (!source) throw new Error(`${declaration.name}: no declared filter is a field of its records`);
  const counts = new Map<unknown, number>();
  for (const row of rows) counts.set(keyOf(row[source]), (counts.get(keyOf(row[source])) ?? 0) + 1);
  const [value, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
  return { source, param: serverName(declaration, source), value, count };
}

/** A record of a simple-rest answer: `id` is its key, and the rest is the contract's record as the whole list has it. */
function expectContractRecord(declaration: EntityDeclaration, record: RaRecord, whole: Map<unknown, Row>) {
  const { id, ...rest } = record;
  expect(id).toBe(rest[declaration.idField]);
  expect(rest).toEqual(whole.get(id));
}

describeApi(
  'a stock ra-data-simple-rest client reads every server-paged list',
  (t) => {
    let provider: DataProvider;

    beforeAll(async () => {
      await seedDemo(t.database.db, { scale: 0.2, now: new Date('2025-06-01T12:00:00Z') });
      // Team accounts are among the created records: adding one needs a code entered lately.
      await stepUp(t);
      const create = async (declaration: EntityDeclaration, body: Row) => {
        const res = await t.request({ method: 'POST', url: apiPath(declaration.api.create!), payload: body });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data as Row;
      };
      const samples = sampleMaker(create, insertRowWith(t.database.db));
      for (const declaration of paged.filter((entity) => entity.api.create)) {
        const missing = MIN_ROWS - (await wholeList(t, declaration)).length;
        for (let i = 0; i < missing; i++) await create(declaration, await samples.body(declaration));
      }
      // Approval requests are made by reviews above APPROVAL_NAIRA, which the demo has none of.
      for (let i = 0; i < MIN_ROWS; i++) await insertApprovalRequest(t.database.db);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
      // Given only the token: react-admin's own fetchJson sends it as the Authorization header.
      const httpClient = (url: string, options: fetchUtils.Options = {}) =>
        fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${t.token}` } });
      provider = simpleRestProvider(apiUrl, httpClient);
    });

    it.each(paged.map((declaration) => [declaration.name, declaration] as const))(
      '%s: getList pages, sorts and filters; getMany finds its records',
      async (_, declaration) => {
        const rows = await wholeList(t, declaration);
        const whole = new Map(rows.map((row) => [row[declaration.idField], row]));
        const filter = commonestFilter(declaration, rows);
        expect(filter.count, `${declaration.name}: records with ${filter.source} = ${String(filter.value)}`).toBeGreaterThanOrEqual(2);
        const perPage = Math.min(Math.floor(filter.count / 2), MAX_PER_PAGE);
        const sort = { field: Object.values(pagingSorts(declaration))[0], order: 'ASC' as const };
        const page = (n: number) =>
          provider.getList(resourceOf(declaration), { pagination: { page: n, perPage }, sort, filter: { [filter.param]: filter.value } });
        const [first, second] = [await page(1), await page(2)];

        for (const answer of [first, second]) {
          expect(answer.total).toBe(filter.count);
          expect(answer.data).toHaveLength(perPage);
          for (const record of answer.data) {
            expectContractRecord(declaration, record, whole);
            expect(keyOf(record[filter.source])).toBe(filter.value);
          }
        }
        const ids = [...first.data, ...second.data].map((record) => record.id);
        expect(new Set(ids).size, 'pages 1 and 2 overlap').toBe(2 * perPage);
        // In the sort asked: the extension's own dialect gives the same records in the same order.
        const own = await t.request({
          method: 'GET',
          url: `${apiPath(declaration.api.list)}?sort=${sort.field}&order=asc&${filter.param}=${encodeURIComponent(String(filter.value))}&page=1&perPage=${2 * perPage}`,
        });
        expect((own.json() as { data: Row[] }).data.map((row) => row[declaration.idField])).toEqual(ids);

        const many = await provider.getMany(resourceOf(declaration), { ids: first.data.map((record) => record.id) });
        expect(many.data.map((record) => record.id).sort()).toEqual(first.data.map((record) => record.id).sort());
        for (const record of many.data) expectContractRecord(declaration, record, whole);
      },
    );

    // react-admin's getOne asks `<resource>/<id>`: a declared GET-one route must answer a record with `id` there.
    for (const declaration of paged.filter((entity) => entity.api.getOne)) {
      it(`${declaration.name}: getOne answers the record with its id`, async () => {
        const [row] = await wholeList(t, declaration);
        const id = row[declaration.idField] as string;
        const resource = declaration.api.getOne!.replace(/^\//, '').replace(/\/:id$/, '');
        expect((await provider.getOne(resource, { id })).data).toEqual({ ...row, id });
      });
    }

    it("a browser may send the client's Range and Authorization headers and read Content-Range", async () => {
      const preflight = await t.request({
        method: 'OPTIONS',
        url: apiPath(paged[0].api.list),
        token: null,
        headers: { origin: 'https://console.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,range' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toMatch(/authorization.*range/);
      const answer = await t.request({
        method: 'GET',
        url: `${apiPath(paged[0].api.list)}?range=${encodeURIComponent('[0,0]')}`,
        headers: { origin: 'https://console.example' },
      });
      expect(String(answer.headers['access-control-expose-headers']).toLowerCase()).toContain('content-range');
    });
  },
  { corsOrigins: ['https://console.example'] },
);
