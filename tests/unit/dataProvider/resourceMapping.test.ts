// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueAt } from '@/dataProvider/listParams.ts';
import { entities } from '@entities/index.ts';
import { pagingSorts } from '@entities/list-sorts.ts';
import { sampleMaker, type InsertRow } from '../../helpers/entity-samples.ts';
import { consoleProviders } from '../support/consoleProviders.ts';
import { importServerModule, startLiveServer, type LiveServer } from '../support/liveServer.ts';
import { installMemoryStorage } from '../support/memoryStorage.ts';

const storage = installMemoryStorage();
let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer();
  const { seedDemo } = await importServerModule<{ seedDemo(db: unknown, options: { scale: number }): Promise<unknown> }>('server/db/seed/seed-demo.ts');
  await seedDemo(server.database.db, { scale: 0.05 });
  storage.setItem('token', server.token);
  // Team accounts are among the writable entities: adding one needs a code entered lately.
  const { stepUp } = await importServerModule<{ stepUp(t: unknown): Promise<unknown> }>('tests/helpers/mfa.ts');
  await stepUp(server);
  // Writable entities get rows of their own, made through the data provider from their declarations.
  const { dataProvider } = consoleProviders(server.apiUrl);
  const { insertRowWith } = await importServerModule<{ insertRowWith(db: unknown): InsertRow }>('tests/helpers/table-rows.ts');
  const samples = sampleMaker(
    async (declaration, body) => (await dataProvider.create(declaration.name, { data: body })).data,
    insertRowWith(server.database.db),
  );
  // A reversed credit, so that a transaction names the credit it reverses.
  const confirmed = (
    await dataProvider.getList('tasksLog', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'confirmed' },
    })
  ).data;
  const reversed = await Promise.all(
    confirmed.map((log) =>
      dataProvider.request(`/tasks/tasklogs/${log.id}/reverse`, { method: 'POST', body: { reason: 'Demo reversal' }, fallback: 'x' }).then(
        () => true,
        () => false,
      ),
    ),
  );
  expect(reversed, 'no confirmed credit could be reversed').toContain(true);
  // Approval requests come from reviews above APPROVAL_NAIRA, which the small demo has none of.
  const { insertApprovalRequest } = await importServerModule<{ insertApprovalRequest(db: unknown): Promise<unknown> }>('tests/helpers/builders.ts');
  for (let i = 0; i < 2; i += 1) await insertApprovalRequest(server.database.db);
  for (const declaration of entities.filter((entity) => entity.form)) {
    for (let i = 0; i < 2; i += 1) await dataProvider.create(declaration.name, { data: await samples.body(declaration) });
  }
});
afterAll(() => server?.close());

/** Every schema against the real server's answers: the path, the id field and every column's source. */
describe.each(entities.map((schema) => [schema.name, schema] as const))('the %s resource', (name, schema) => {
  it('lists through its path with ids from its id field and a value for every column', async () => {
    const { dataProvider } = consoleProviders(server.apiUrl);
    const { data, total } = await dataProvider.getList(name, {
      pagination: { page: 1, perPage: 200 },
      sort: schema.list.sort ?? { field: '', order: 'ASC' },
      filter: {},
    });
    expect(total).toBeGreaterThan(0);
    // Schemas with `api.paging` ask for a page in simple-rest's terms, in their sort (else newest first); the others for the whole list.
    const sort = schema.list.sort;
    const serverSort = sort ? [pagingSorts(schema)[sort.field], sort.order] : ['createdAt', 'DESC'];
    const asked = server.requests
      .filter((request) => request.split('?')[0] === `GET /api${schema.api.list}`)
      .map((request) => Object.fromEntries(new URLSearchParams(request.split('?')[1] ?? '')));
    expect(asked).toContainEqual(schema.api.paging ? { sort: JSON.stringify(serverSort), range: '[0,199]', filter: '{}' } : {});
    for (const row of data) expect(row.id).toBe(row[schema.idField]);
    for (const source of schema.list.columns) {
      const field = schema.fields[source];
      const path = field.kind === 'reference' ? `${source}.${field.display ?? 'name'}` : source;
      expect(
        data.some((row) => valueAt(row, path) != null),
        `${name}: no row has ${path}`,
      ).toBe(true);
    }
    if (sort) {
      const values = data.map((row) => String(valueAt(row, sort.field)).toLowerCase());
      const ordered = [...values].sort();
      expect(values).toEqual(sort.order === 'DESC' ? ordered.reverse() : ordered);
    }
  });
});
