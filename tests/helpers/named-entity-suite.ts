import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { describeApi } from './test-app.ts';

export interface NamedEntityCase {
  /** "/api/engagement-types" */
  path: string;
  /** "Engagement type" */
  label: string;
  /** Audit entity name. */
  entity: string;
  /** Makes a task use the record with this id. */
  useInTask(db: Db, id: string): Promise<unknown>;
}

const UNKNOWN_ID = '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e';

/** The behaviour every record that is only a name shares (engagement types, social platforms). */
export function describeNamedEntity(c: NamedEntityCase) {
  describeApi(c.path, (t) => {
    const create = async (name: string) => (await t.request({ method: 'POST', url: `${c.path}/`, payload: { name } })).json().data;

    describe('POST', () => {
      it('creates a record, trimming the name', async () => {
        const res = await t.request({ method: 'POST', url: `${c.path}/`, payload: { name: '  Like  ' } });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ message: `${c.label} added successfully`, data: { _id: expect.any(String), name: 'Like' } });
      });

      it.each([
        [{}, 'name is required'],
        [{ name: '   ' }, 'name must not be empty'],
        [{ name: '' }, 'name must NOT have fewer than 1 characters'],
        [{ name: 5 }, 'name must be string'],
        [{ name: 'X', colour: 'red' }, 'colour is not allowed'],
      ])('refuses %j with 400 "%s"', async (payload, message) => {
        const res = await t.request({ method: 'POST', url: c.path, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message });
      });

      it('records the write in the audit log', async () => {
        const { _id } = await create('Audited');
        const rows = await t.database.db.select().from(auditLog);
        expect(rows).toContainEqual(expect.objectContaining({ action: 'create', entity: c.entity, entityId: _id }));
      });
    });

    describe('PUT', () => {
      it('renames a record', async () => {
        const { _id } = await create('Old');
        const res = await t.request({ method: 'PUT', url: `${c.path}/${_id}`, payload: { name: ' New ' } });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ message: `${c.label} updated successfully`, data: { _id, name: 'New' } });
      });

      it('answers 404 for an unknown id, 400 for a malformed one or an empty name', async () => {
        const unknown = await t.request({ method: 'PUT', url: `${c.path}/${UNKNOWN_ID}`, payload: { name: 'X' } });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ message: `${c.label} not found` });
        const malformed = await t.request({ method: 'PUT', url: `${c.path}/42`, payload: { name: 'X' } });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().message).toMatch(/^params id /);
        const { _id } = await create('Keep');
        const empty = await t.request({ method: 'PUT', url: `${c.path}/${_id}`, payload: { name: ' ' } });
        expect(empty.json()).toMatchObject({ message: 'name must not be empty' });
      });
    });

    describe('DELETE', () => {
      it('deletes an unused record, then answers 404', async () => {
        const { _id } = await create('Temporary');
        const res = await t.request({ method: 'DELETE', url: `${c.path}/${_id}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ message: `${c.label} deleted successfully`, data: { _id, name: 'Temporary' } });
        expect((await t.request({ method: 'DELETE', url: `${c.path}/${_id}` })).statusCode).toBe(404);
      });

      it('refuses with 409 while tasks use it, saying how many', async () => {
        const { _id } = await create('Busy');
        await c.useInTask(t.database.db, _id);
        await c.useInTask(t.database.db, _id);
        const res = await t.request({ method: 'DELETE', url: `${c.path}/${_id}` });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message: `${c.label} is still used by 2 tasks` });
      });
    });

    describe('GET', () => {
      it('answers the whole list newest first, with and without the trailing slash', async () => {
        const first = await create('First');
        const last = await create('Last');
        for (const url of [c.path, `${c.path}/`]) {
          const body = (await t.request({ method: 'GET', url })).json();
          expect(Object.keys(body)).toEqual(['data']);
          const ids = body.data.map((r: { _id: string }) => r._id);
          expect(ids.indexOf(last._id)).toBeLessThan(ids.indexOf(first._id));
          expect(body.data).toContainEqual({ _id: last._id, name: 'Last', version: 1 });
        }
      });

      it('pages, sorts and searches by name when asked', async () => {
        for (const name of ['Zed share', 'Alpha share', 'Mid share']) await create(name);
        const res = await t.request({ method: 'GET', url: `${c.path}?q=SHARE&sort=name&order=asc&perPage=2` });
        expect(res.json()).toEqual({
          data: [expect.objectContaining({ name: 'Alpha share' }), expect.objectContaining({ name: 'Mid share' })],
          meta: { total: 3, page: 1, perPage: 2, next: expect.any(String) },
        });
      });
    });

    it.each([
      ['GET', ''],
      ['POST', ''],
      ['PUT', `/${UNKNOWN_ID}`],
      ['DELETE', `/${UNKNOWN_ID}`],
    ] as const)('answers %s without a token with 401', async (method, suffix) => {
      const res = await t.request({
        method,
        url: `${c.path}${suffix}`,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { name: 'X' },
        token: null,
      });
      expect(res.statusCode).toBe(401);
    });
  });
}
