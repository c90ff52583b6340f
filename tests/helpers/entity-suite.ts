import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOLEAN_KINDS, type EntityDeclaration, type FieldDeclaration } from '../../entities/types.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { auditName } from '../../server/entities/entity-service.ts';
import { englishMessage, singularLabel } from '../../server/entities/labels.ts';
import { entities } from '../../entities/index.ts';
import { answered, apiPath, sampleMaker } from './entity-samples.ts';
import { insertRowWith } from './table-rows.ts';
import { describeApi } from './test-app.ts';
import { versionCases } from './entity-version-suite.ts';

const UNKNOWN_ID = '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e';
const NOT_MATCHING = ['a b', '!!', 'é', '<x>', '12 34', 'x'];

/** A wrong value for the field and the 400 it must get, or nothing when its kind has no such case. */
function wrongType(field: FieldDeclaration): [unknown, string] | undefined {
  if (['text', 'longText', 'url'].includes(field.kind) && !field.values) return [5, 'must be string'];
  if (field.kind === 'number' || field.kind === 'naira') return ['12', field.integer ? 'must be integer' : 'must be number'];
  if (BOOLEAN_KINDS.has(field.kind)) return ['yes', 'must be boolean'];
  if (field.values) return ['no such value', 'must be equal to one of the allowed values'];
  return undefined;
}

/** Every 400 the declaration promises for one input: [value, message]. */
function refusals(source: string, field: FieldDeclaration): [unknown, string][] {
  const cases: [unknown, string][] = [];
  const typed = wrongType(field);
  if (typed) cases.push([typed[0], `${source} ${typed[1]}`]);
  if (field.min !== undefined) cases.push([field.min - 1, `${source} must be >= ${field.min}`]);
  if (field.max !== undefined) cases.push([field.max + 1, `${source} must be <= ${field.max}`]);
  if (field.greaterThan !== undefined) cases.push([field.greaterThan, `${source} must be > ${field.greaterThan}`]);
  if (field.lessThan !== undefined) cases.push([field.lessThan, `${source} must be < ${field.lessThan}`]);
  if (field.integer) cases.push([(field.min ?? 0) + 1.5, `${source} must be integer`]);
  if (field.kind === 'naira') cases.push([(field.min ?? field.greaterThan ?? 0) + 0.001, `${source} must have at most two decimals (whole kobo)`]);
  if (field.kind === 'text' && field.maxLength)
    cases.push(['A'.repeat(field.maxLength + 1), `${source} must NOT have more than ${field.maxLength} characters`]);
  if ((field.kind === 'text' || (field.kind === 'longText' && field.required)) && !field.pattern) cases.push(['   ', `${source} must not be empty`]);
  if (field.kind === 'url') cases.push(['javascript:alert(1)', `${source} must be an http(s) URL`]);
  if (field.kind === 'reference') {
    cases.push(['not-an-id', `${source} must be an id as the API sends it: a UUID in lower case`]);
    cases.push([`urn:uuid:${UNKNOWN_ID}`, `${source} must be an id as the API sends it: a UUID in lower case`]);
    const target = englishMessage(`resources.${field.reference}.name`).split('||||')[0].trim().toLowerCase();
    cases.push([UNKNOWN_ID, `${source} does not match any ${target}`]);
  }
  const rule = field.pattern;
  const bad = rule && NOT_MATCHING.find((text) => !rule.value.test(text));
  if (rule && bad) {
    const message = englishMessage(rule.message);
    cases.push([bad, `${source} ${message.charAt(0).toLowerCase()}${message.slice(1)}`]);
  }
  return cases;
}

/**
 * The behaviour every writable declared entity gets from its declaration alone: create, list,
 * update and delete with their messages and audit rows, a 400 naming the field for each declared
 * rule, 404 for an unknown record and 409 naming a unique field on a clash.
 */
export function describeEntity(declaration: EntityDeclaration) {
  const label = singularLabel(declaration);
  const inputs = declaration.form?.inputs ?? [];
  const editable = inputs.filter((source) => !declaration.form?.readOnlyOnEdit?.includes(source));
  const { create, update, delete: remove, list } = declaration.api;

  describeApi(`the declared entity ${declaration.name}`, (t) => {
    const samples = sampleMaker(
      async (target, body) => {
        const res = await t.request({ method: 'POST', url: apiPath(target.api.create!), payload: body });
        if (res.statusCode !== 201) throw new Error(`Creating a ${target.name}: ${res.statusCode} ${res.body}`);
        return res.json().data;
      },
      (target) => insertRowWith(t.database.db)(target),
    );
    const post = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: apiPath(create!), payload });
    /** The audit rows of this entity for an action (all of them for a record keyed by something else than its id). */
    const audited = async (action: 'create' | 'update' | 'delete', data: Record<string, unknown>) => {
      const rows = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entity, auditName(declaration))));
      return rows.filter((row) => data._id === undefined || row.entityId === data._id);
    };
    const idOf = async (key: string) => {
      const rows = (await t.request({ method: 'GET', url: apiPath(list) })).json().data as Record<string, unknown>[];
      return rows.find((row) => row[declaration.idField] === key);
    };

    it('creates a record from valid input, answers it as declared, lists it and audits the write', async () => {
      const body = await samples.body(declaration);
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(201);
      const { message, data } = res.json();
      expect(message).toBe(`${label} added successfully`);
      for (const source of inputs) {
        const [sent, got] = answered(declaration.fields[source], body[source], data[source]);
        expect(got, source).toEqual(sent);
      }
      const key = String(data[declaration.idField]);
      expect(await idOf(key)).toEqual(data);
      const [row] = await audited('create', data);
      expect(await audited('create', data)).toHaveLength(1);
      // The log names a referenced record as the answer shows it (its name), not by its id alone.
      for (const source of inputs.filter((s) => declaration.fields[s].kind === 'reference'))
        expect((row.details as Record<string, unknown>)[source], source).toEqual(data[source]);
    });

    if (update)
      it('updates one field at a time, keeping the others', async () => {
        const { data } = (await post(await samples.body(declaration))).json();
        const key = String(data[declaration.idField]);
        for (const source of editable) {
          const value = await samples.value(source, declaration.fields[source]);
          const res = await t.request({ method: declaration.api.updateMethod ?? 'PUT', url: apiPath(update!, key), payload: { [source]: value } });
          expect(res.statusCode, `${source}: ${res.body}`).toBe(200);
          expect(res.json().message).toBe(`${label} updated successfully`);
          const [sent, got] = answered(declaration.fields[source], value, res.json().data[source]);
          expect(got, source).toEqual(sent);
          expect(await idOf(key), `${source}: the answer is the record as stored`).toEqual(res.json().data);
        }
        expect((await audited('update', data)).length).toBeGreaterThanOrEqual(editable.length);
      });

    if (remove)
      it('deletes a record, then answers 404 for it', async () => {
        const { data } = (await post(await samples.body(declaration))).json();
        const key = String(data[declaration.idField]);
        const res = await t.request({ method: 'DELETE', url: apiPath(remove!, key) });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ message: `${label} deleted successfully`, data });
        expect(await idOf(key)).toBeUndefined();
        expect(await audited('delete', data)).toHaveLength(1);
        const again = await t.request({ method: 'DELETE', url: apiPath(remove!, key) });
        expect([again.statusCode, again.json()]).toMatchObject([404, { message: `${label} not found` }]);
        const unknown = declaration.idField === '_id' ? UNKNOWN_ID : 'NO-SUCH-RECORD';
        const changed = await t.request({
          method: declaration.api.updateMethod ?? 'PUT',
          url: apiPath(update ?? remove!, unknown),
          payload: { [editable[0]]: await samples.value(editable[0], declaration.fields[editable[0]]) },
        });
        expect([changed.statusCode, changed.json()]).toMatchObject([404, { message: `${label} not found` }]);
      });

    if (update) versionCases(declaration, t, samples);

    const referrers = entities.flatMap((other) =>
      Object.entries(other.fields)
        .filter(([, field]) => field.kind === 'reference' && field.reference === declaration.name && other.api.create)
        .map(([source]) => [other, source] as const),
    );
    if (remove && referrers.length)
      it.each(referrers.map(([other, source]) => [other.name, source, other] as const))(
        'answers 409 naming %s (by %s) that still use a record, and keeps it',
        async (_name, source, other) => {
          const { data } = (await post(await samples.body(declaration))).json();
          const key = String(data[declaration.idField]);
          const referring = await t.request({
            method: 'POST',
            url: apiPath(other.api.create!),
            payload: { ...(await samples.body(other)), [source]: data._id },
          });
          expect(referring.statusCode, referring.body).toBe(201);
          const res = await t.request({ method: 'DELETE', url: apiPath(remove!, key) });
          const used = englishMessage(`resources.${other.name}.name`).split('||||')[0].trim().toLowerCase();
          expect([res.statusCode, res.json()]).toMatchObject([
            409,
            { message: `${label} is still used by 1 ${used}`, code: 'delete.in_use', params: { counts: { [other.name]: 1 } } },
          ]);
          expect(await idOf(key)).toEqual(data);
        },
      );

    describe('refuses input the declaration rules out, with a 400 naming the field', () => {
      const required = inputs.filter((source) => declaration.fields[source].required);
      if (required.length)
        it.each(required)('a new record without %s', async (source) => {
          const { [source]: _left, ...body } = await samples.body(declaration);
          expect((await post(body)).json()).toMatchObject({ message: `${source} is required` });
        });

      const cases = inputs.flatMap((source) => refusals(source, declaration.fields[source]).map(([value, message]) => [source, value, message] as const));
      it.each([...cases, ['colour', 'red', 'colour is not allowed'] as const])('%s = %j: "%s"', async (source, value, message) => {
        const res = await post({ ...(await samples.body(declaration)), [source]: value });
        expect([res.statusCode, res.json()]).toMatchObject([400, { message }]);
      });
    });

    const unique = inputs.filter((source) => declaration.fields[source].unique);
    if (unique.length)
      it('answers 409 naming a unique field that another record already holds', async () => {
        for (const source of unique) {
          const first = await samples.body(declaration);
          expect((await post(first)).statusCode).toBe(201);
          const value = first[source] as string;
          const clash =
            declaration.fields[source].unique === 'ignoreCase'
              ? value.replace(/[a-z]/gi, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))
              : value;
          const res = await post({ ...(await samples.body(declaration)), [source]: clash });
          expect([res.statusCode, res.json()]).toMatchObject([409, { message: `${label} ${source} already exists` }]);
        }
      });
  });
}
