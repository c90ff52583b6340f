// @vitest-environment node
import type { DataProvider, HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fullListKey } from '@/dataProvider/index.ts';
import { consoleProviders } from '../support/consoleProviders.ts';
import { startLiveServer, type LiveServer } from '../support/liveServer.ts';
import { installMemoryStorage } from '../support/memoryStorage.ts';

const storage = installMemoryStorage();
let server: LiveServer;
let dp: DataProvider;
let providers: ReturnType<typeof consoleProviders>;

beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server?.close());
beforeEach(() => {
  storage.clear();
  storage.setItem('token', server.token);
  providers = consoleProviders(server.apiUrl);
  dp = providers.dataProvider;
});

const page = (page: number, perPage: number, field = 'createdAt', order: 'ASC' | 'DESC' = 'DESC') => ({
  pagination: { page, perPage },
  sort: { field, order },
  filter: {},
});
const gets = (path: string) => server.requests.filter((r) => r === `GET ${path}`).length;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a failure'),
    (e: HttpError) => e,
  );

describe('packages through the data provider', () => {
  it('creates, lists, edits and deletes a package on the contract paths', async () => {
    const { data: created } = await dp.create('packages', { data: { name: 'Gold', price: 5000.5, referalpoint: 20 } });
    expect(created.id).toBe(created._id);
    expect(created).toMatchObject({ name: 'Gold', price: 5000.5, referalpoint: 20 });
    expect(server.requests).toContain('POST /api/packages/');

    const { data: listed } = await dp.getList('packages', page(1, 50));
    expect(listed.find((row) => row.id === created.id)).toMatchObject({ _id: created.id, name: 'Gold' });

    // The whole record goes in (as react-admin's edit form has it); only the form's fields go out.
    const { data: updated } = await dp.update('packages', {
      id: created.id,
      data: { ...created, name: 'Platinum', price: 7500 },
      previousData: created,
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Platinum', price: 7500 });
    expect(server.requests).toContain(`PUT /api/packages/${created.id}`);

    const { data: deleted } = await dp.delete('packages', { id: created.id, previousData: updated });
    expect(deleted.id).toBe(created.id);
    expect(server.requests).toContain(`DELETE /api/packages/${created.id}?version=${updated.version}`);
    const { data: after } = await dp.getList('packages', page(1, 50));
    expect(after.map((row) => row.id)).not.toContain(created.id);
  });

  it('pages, sorts and filters the whole list on the client, fetching it once per visit', async () => {
    for (const [name, price] of [
      ['Alpha', 300],
      ['Bravo', 100],
      ['Charlie', 500],
      ['Delta', 200],
      ['Echo', 400],
    ] as const) {
      await dp.create('packages', { data: { name: `${name} sort`, price, referalpoint: 1 } });
    }
    const before = gets('/api/packages/');
    const first = await dp.getList('packages', { ...page(1, 2, 'price', 'ASC'), filter: { q: 'sort' } });
    const second = await dp.getList('packages', { ...page(2, 2, 'price', 'ASC'), filter: { q: 'sort' } });
    const byName = await dp.getList('packages', { ...page(1, 10, 'name', 'DESC'), filter: { q: 'sort' } });
    expect(first.data.map((row) => row.price)).toEqual([100, 200]);
    expect(second.data.map((row) => row.price)).toEqual([300, 400]);
    expect(first.total).toBe(5);
    expect(byName.data.map((row) => row.name)).toEqual(['Echo sort', 'Delta sort', 'Charlie sort', 'Bravo sort', 'Alpha sort']);
    expect(gets('/api/packages/') - before).toBe(1);

    // Leaving the screen forgets the list: the next visit asks the server again.
    providers.queryClient.removeQueries({ queryKey: fullListKey('packages') });
    await dp.getList('packages', page(1, 2));
    expect(gets('/api/packages/') - before).toBe(2);
  });

  it('finds one record and several records in the whole list', async () => {
    const { data: a } = await dp.create('packages', { data: { name: 'One', price: 1, referalpoint: 0 } });
    const { data: b } = await dp.create('packages', { data: { name: 'Two', price: 2, referalpoint: 0 } });
    expect((await dp.getOne('packages', { id: a.id })).data).toMatchObject({ name: 'One' });
    const { data: many } = await dp.getMany('packages', { ids: [a.id, b.id] });
    expect(many.map((row) => row.name).sort()).toEqual(['One', 'Two']);
    const missing = await failure(dp.getOne('packages', { id: 'no-such-id' }));
    expect(missing.status).toBe(404);
  });

  it("fails a bad save with the server's message, the field named by its label, and status", async () => {
    const error = await failure(dp.create('packages', { data: { name: '', price: 10 } }));
    expect(error.status).toBe(400);
    expect((error.body as { message: string }).message).toMatch(/^name /);
    expect(error.message).toMatch(/^Name /);
  });

  it('fails with status 401 when the stored token is not accepted', async () => {
    storage.setItem('token', 'not-a-token');
    const error = await failure(dp.getList('packages', page(1, 10)));
    expect(error.status).toBe(401);
    await expect(providers.authProvider.checkError(error)).rejects.toEqual({ redirectTo: '/login', message: false });
  });
});

describe('when nothing answers', () => {
  it('fails with the network message', async () => {
    const offline = consoleProviders('http://127.0.0.1:9/api');
    const error = await failure(offline.dataProvider.getList('packages', page(1, 10)));
    expect(error.message).toBe('app.error.network');
    expect(error.status).toBe(0);
  });
});
