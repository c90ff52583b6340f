import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { EntityDeclaration } from '../../entities/types.ts';
import { admins, auditLog } from '../../server/db/schema/index.ts';
import { auditName } from '../../server/entities/entity-service.ts';
import { apiPath, type sampleMaker } from './entity-samples.ts';
import type { TestApp } from './test-app.ts';

type Record_ = Record<string, unknown>;

/**
 * What every editable declared entity gets from its declaration: a version that each change
 * raises, and a change or delete sent with an older one refused (409 `record.changed` with the
 * record as it is now and who changed it when) instead of overwriting what another admin saved.
 */
export function versionCases(declaration: EntityDeclaration, t: TestApp, samples: ReturnType<typeof sampleMaker>) {
  const { create, update, delete: remove, list } = declaration.api;
  const editable = (declaration.form?.inputs ?? []).filter((source) => !declaration.form?.readOnlyOnEdit?.includes(source))[0];
  const method = declaration.api.updateMethod ?? 'PUT';
  const newRecord = async () => (await t.request({ method: 'POST', url: apiPath(create!), payload: await samples.body(declaration) })).json().data as Record_;
  const keyOf = (data: Record_) => String(data[declaration.idField]);
  const change = async (data: Record_, extra: Record_ = {}) =>
    t.request({ method, url: apiPath(update!, keyOf(data)), payload: { [editable]: await samples.value(editable, declaration.fields[editable]), ...extra } });
  const listed = async (data: Record_) =>
    ((await t.request({ method: 'GET', url: apiPath(list) })).json().data as Record_[]).find((row) => row[declaration.idField] === data[declaration.idField]);
  const audits = async (data: Record_) => {
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, auditName(declaration)), eq(auditLog.entityId, declaration.idField === '_id' ? String(data._id) : keyOf(data))));
    return n;
  };

  it('versions: a new record is version 1 and each change raises it, in answers and lists', async () => {
    const data = await newRecord();
    expect(data.version).toBe(1);
    const first = await change(data, { version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.version).toBe(2);
    const second = await change(data);
    expect(second.json().data.version, 'a change without a version still applies, and counts').toBe(3);
    expect((await listed(data))?.version).toBe(3);
  });

  it('versions: a change made from an older version is 409 record.changed with the record now and who changed it, and writes nothing', async () => {
    const data = await newRecord();
    const [me] = await t.database.db.select({ name: admins.name }).from(admins).limit(1);
    expect((await change(data, { version: 1 })).statusCode).toBe(200);
    const now = await listed(data);
    const before = await audits(data);
    const stale = await change(data, { version: 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({ code: 'record.changed', params: { by: me.name, version: 2, entity_key: `resources.${declaration.name}.name` }, data: now });
    expect(new Date(body.params.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.message).toContain(`changed by ${me.name}`);
    expect(await listed(data), 'the record is as it was').toEqual(now);
    expect(await audits(data), 'nothing audited').toBe(before);
  });

  it('versions: of two changes made from one version at once, one is saved and the other is 409', async () => {
    const data = await newRecord();
    const answers = await Promise.all([change(data, { version: 1 }), change(data, { version: 1 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await listed(data))?.version).toBe(2);
  });

  it('versions: a version that is not a whole number from 1 is a 400 naming it', async () => {
    const data = await newRecord();
    for (const version of ['2', 'abc', 1.5, 0, -1, null, 2 ** 31]) {
      const res = await change(data, { version });
      expect(res.statusCode, `${JSON.stringify(version)}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/^version /);
    }
    expect((await listed(data))?.version).toBe(1);
  });

  if (remove)
    it('versions: a delete naming an older version is 409 and keeps the record; the current one deletes', async () => {
      const data = await newRecord();
      expect((await change(data)).statusCode).toBe(200);
      const stale = await t.request({ method: 'DELETE', url: `${apiPath(remove, keyOf(data))}?version=1` });
      expect([stale.statusCode, stale.json().code]).toEqual([409, 'record.changed']);
      expect(await listed(data)).toBeDefined();
      const bad = await t.request({ method: 'DELETE', url: `${apiPath(remove, keyOf(data))}?version=x` });
      expect(bad.statusCode).toBe(400);
      const current = await t.request({ method: 'DELETE', url: `${apiPath(remove, keyOf(data))}?version=2` });
      expect(current.statusCode, current.body).toBe(200);
      expect(await listed(data)).toBeUndefined();
    });
}
