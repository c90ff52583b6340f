// @vitest-environment node
import type { HttpError, RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '@entities/index.ts';
import { recordChangedIn } from '@/admin/versions/recordChanges.ts';
import { sampleMaker, type InsertRow } from '../../helpers/entity-samples.ts';
import { consoleProviders } from '../support/consoleProviders.ts';
import { importServerModule, startLiveServer, type LiveServer } from '../support/liveServer.ts';
import { installMemoryStorage } from '../support/memoryStorage.ts';

const storage = installMemoryStorage();
let server: LiveServer;
let samples: ReturnType<typeof sampleMaker>;

beforeAll(async () => {
  server = await startLiveServer();
  storage.setItem('token', server.token);
  const { stepUp } = await importServerModule<{ stepUp(t: unknown): Promise<unknown> }>('tests/helpers/mfa.ts');
  await stepUp(server);
  const { insertRowWith } = await importServerModule<{ insertRowWith(db: unknown): InsertRow }>('tests/helpers/table-rows.ts');
  const { dataProvider } = consoleProviders(server.apiUrl);
  samples = sampleMaker(async (declaration, body) => (await dataProvider.create(declaration.name, { data: body })).data, insertRowWith(server.database.db));
});
afterAll(() => server?.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a failure'),
    (e: HttpError) => e,
  );
const editable = entities.filter((entity) => entity.api.create && entity.api.update && entity.form);

/** Every editable entity: the console saves from the version it opened, and never overwrites a change it has not seen. */
describe.each(editable.map((schema) => [schema.name, schema] as const))('%s: versions through the data provider', (name, schema) => {
  const input = (schema.form?.inputs ?? []).filter((source) => !schema.form?.readOnlyOnEdit?.includes(source))[0];
  const newRecord = async () => (await consoleProviders(server.apiUrl).dataProvider.create(name, { data: await samples.body(schema) })).data as RaRecord;

  it('a change made from an older version fails with the record as it is now, who changed it, and nothing overwritten', async () => {
    const { dataProvider } = consoleProviders(server.apiUrl);
    const opened = await newRecord();
    expect(opened.version).toBe(1);
    // Another admin saves first, from the same version.
    const theirs = await samples.value(input, schema.fields[input]);
    const { data: saved } = await dataProvider.update(name, {
      id: opened.id,
      data: { ...opened, [input]: theirs },
      previousData: opened,
      meta: { version: 1 },
    });
    expect(saved.version).toBe(2);
    const mine = await samples.value(input, schema.fields[input]);
    const refused = await failure(dataProvider.update(name, { id: opened.id, data: { ...opened, [input]: mine }, previousData: saved, meta: { version: 1 } }));
    const changed = recordChangedIn(refused, opened.id);
    expect(changed?.current, 'the 409 carries the record as it is now').toMatchObject({ id: opened.id, version: 2 });
    expect(changed?.by).toBeTruthy();
    // Overwrite: the same change, from the version seen now.
    const { data: overwritten } = await dataProvider.update(name, {
      id: opened.id,
      data: { ...opened, [input]: mine },
      previousData: opened,
      meta: { version: 2 },
    });
    expect(overwritten.version).toBe(3);
  });

  if (schema.api.delete)
    it('a delete of a record changed since it was listed fails; from its version now it deletes', async () => {
      const { dataProvider } = consoleProviders(server.apiUrl);
      const listed = await newRecord();
      await dataProvider.update(name, { id: listed.id, data: { [input]: await samples.value(input, schema.fields[input]) }, previousData: listed });
      const refused = await failure(dataProvider.delete(name, { id: listed.id, previousData: listed }));
      const current = recordChangedIn(refused, listed.id)?.current;
      expect(current?.version).toBe(2);
      await dataProvider.delete(name, { id: listed.id, previousData: current });
      expect(server.requests).toContain(`DELETE /api${schema.api.delete!.replace(':id', encodeURIComponent(String(listed.id)))}?version=2`);
    });
});

describe('records without a version (the production backend has none)', () => {
  it('a change and a delete send no version and go through as before', async () => {
    const schema = entities.find((entity) => entity.name === 'packages')!;
    const { dataProvider } = consoleProviders(server.apiUrl);
    const created = (await dataProvider.create('packages', { data: await samples.body(schema) })).data;
    const { version: _left, ...unversioned } = created;
    await dataProvider.update('packages', { id: created.id, data: { ...unversioned, name: 'No version A' }, previousData: unversioned as RaRecord });
    await dataProvider.update('packages', { id: created.id, data: { ...unversioned, name: 'No version B' }, previousData: unversioned as RaRecord });
    await dataProvider.delete('packages', { id: created.id, previousData: unversioned as RaRecord });
    expect(server.requests).toContain(`DELETE /api/packages/${created.id}`);
  });
});
