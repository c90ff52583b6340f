import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { auditLog, taskEngagementTypes, tasks } from '../../server/db/schema/index.ts';
import { createTaskService } from '../../server/domains/tasks/tasks.ts';
import { insertEngagementType, insertSocialPlatform, insertTask, insertTaskLog } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';
import { STREAM_BATCH } from '../../server/lists/lister.ts';

const UNKNOWN_ID = '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e';

describeApi('/api/tasks', (t) => {
  const refs = {} as { platform: string; follow: string; like: string };
  beforeAll(async () => {
    refs.platform = (await insertSocialPlatform(t.database.db, 'Instagram')).id;
    refs.follow = (await insertEngagementType(t.database.db, 'Follow')).id;
    refs.like = (await insertEngagementType(t.database.db, 'Like')).id;
  });
  const valid = () => ({
    title: 'Follow @rewards.ng',
    image: 'https://cdn.rewards.ng/follow.png',
    socialPlatform: refs.platform,
    engagementType: [refs.like, refs.follow],
    description: 'Follow our page',
    taskLink: 'https://www.instagram.com/rewards.ng/',
    taskPrice: 150.5,
  });
  const create = (payload: object) => t.request({ method: 'POST', url: '/api/tasks/', payload });
  const linksOf = (taskId: string) => t.database.db.select().from(taskEngagementTypes).where(eq(taskEngagementTypes.taskId, taskId));

  describe('POST', () => {
    it('creates a task with its engagement links, embedding platform and types by name', async () => {
      const res = await create({ ...valid(), title: '  Follow @rewards.ng  ' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        message: 'Task added successfully',
        data: {
          _id: expect.any(String),
          title: 'Follow @rewards.ng',
          image: 'https://cdn.rewards.ng/follow.png',
          socialPlatform: { _id: refs.platform, name: 'Instagram' },
          engagementType: [
            { _id: refs.follow, name: 'Follow' },
            { _id: refs.like, name: 'Like' },
          ],
          description: 'Follow our page',
          taskLink: 'https://www.instagram.com/rewards.ng/',
          taskPrice: 150.5,
          createdAt: expect.any(String),
        },
      });
      expect(await linksOf(body.data._id)).toHaveLength(2);
      const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, body.data._id));
      expect(row.priceKobo).toBe(15_050);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.data._id));
      expect(audit).toEqual([expect.objectContaining({ action: 'create', entity: 'task' })]);
    });

    it('accepts a task without image or description', async () => {
      const { image: _image, description: _description, ...rest } = valid();
      const res = await create(rest);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ image: '', description: '' });
    });

    it.each([
      [{ title: undefined }, 'title is required'],
      [{ title: '   ' }, 'title must not be empty'],
      [{ image: 'javascript:alert(1)' }, 'image must be an http(s) URL'],
      [{ image: 'data:image/png;base64,AAAA' }, 'image must be an http(s) URL'],
      [{ taskLink: 'ftp://files.rewards.ng/x' }, 'taskLink must be an http(s) URL'],
      [{ taskLink: 'not a link' }, 'taskLink must be an http(s) URL'],
      [{ taskLink: undefined }, 'taskLink is required'],
      [{ socialPlatform: UNKNOWN_ID }, 'socialPlatform does not match any social platform'],
      [{ socialPlatform: 'instagram' }, 'socialPlatform must be an id as the API sends it: a UUID in lower case'],
      [{ engagementType: [] }, 'engagementType must NOT have fewer than 1 items'],
      [{ engagementType: [UNKNOWN_ID] }, `engagementType not found: ${UNKNOWN_ID}`],
      [{ engagementType: 'like' }, 'engagementType must be array'],
      [{ taskPrice: -1 }, 'taskPrice must be >= 0'],
      [{ taskPrice: '150' }, 'taskPrice must be number'],
      [{ reward: 5 }, 'reward is not allowed'],
    ])('refuses %j with 400 "%s", writing nothing', async (change, message) => {
      const [before] = await t.database.db.select({ n: count() }).from(tasks);
      const res = await create({ ...valid(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
      const [after] = await t.database.db.select({ n: count() }).from(tasks);
      expect(after.n).toBe(before.n);
    });

    it('names the missing engagement type among existing ones', async () => {
      const res = await create({ ...valid(), engagementType: [refs.like, UNKNOWN_ID] });
      expect(res.json()).toMatchObject({ message: `engagementType not found: ${UNKNOWN_ID}` });
    });

    it('refuses the same engagement type twice', async () => {
      const res = await create({ ...valid(), engagementType: [refs.like, refs.like] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^engagementType /);
    });

    it('writes the task and its links in one transaction: a failing link leaves no task', async () => {
      const db = t.database.db;
      const doomed = await insertEngagementType(db, 'Doomed');
      await db.execute(
        sql.raw(`create function refuse_link() returns trigger language plpgsql as $$
        begin raise exception 'link refused'; end $$`),
      );
      await db.execute(
        sql.raw(`create trigger refuse_doomed before insert on task_engagement_types
        for each row when (new.engagement_type_id = '${doomed.id}') execute function refuse_link()`),
      );
      try {
        const [before] = await db.select({ n: count() }).from(tasks);
        const res = await create({ ...valid(), title: 'Never saved', engagementType: [doomed.id] });
        expect(res.statusCode).toBe(500);
        const [after] = await db.select({ n: count() }).from(tasks);
        expect(after.n).toBe(before.n);
      } finally {
        await db.execute(sql.raw('drop trigger refuse_doomed on task_engagement_types'));
        await db.execute(sql.raw('drop function refuse_link()'));
      }
    });

    it('needs a token', async () => {
      expect((await t.request({ method: 'POST', url: '/api/tasks', payload: valid(), token: null })).statusCode).toBe(401);
    });
  });

  describe('PUT /api/tasks/task/{id}', () => {
    const put = (id: string, payload: object) => t.request({ method: 'PUT', url: `/api/tasks/task/${id}`, payload });

    it('updates only the fields sent, keeping the engagement types', async () => {
      const { data } = (await create(valid())).json();
      const res = await put(data._id, { taskPrice: 200 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Task updated successfully', data: { ...data, taskPrice: 200, version: data.version + 1 } });
    });

    it('replaces the engagement types and the platform', async () => {
      const { data } = (await create(valid())).json();
      const tiktok = await insertSocialPlatform(t.database.db, 'TikTok');
      const res = await put(data._id, { socialPlatform: tiktok.id, engagementType: [refs.follow] });
      expect(res.json().data).toMatchObject({
        socialPlatform: { _id: tiktok.id, name: 'TikTok' },
        engagementType: [{ _id: refs.follow, name: 'Follow' }],
      });
      expect(await linksOf(data._id)).toEqual([{ taskId: data._id, engagementTypeId: refs.follow }]);
    });

    it.each([
      [{ image: 'javascript:void(0)' }, 'image must be an http(s) URL'],
      [{ socialPlatform: UNKNOWN_ID }, 'socialPlatform does not match any social platform'],
      [{ engagementType: [UNKNOWN_ID] }, `engagementType not found: ${UNKNOWN_ID}`],
      [{ title: ' ' }, 'title must not be empty'],
      [{}, 'body must NOT have fewer than 1 properties'],
    ])('refuses %j with 400 "%s", changing nothing', async (payload, message) => {
      const { data } = (await create(valid())).json();
      const res = await put(data._id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
      expect(await linksOf(data._id)).toHaveLength(2);
    });

    it('answers 404 for an unknown id, 400 for a malformed one, 401 without a token', async () => {
      expect((await put(UNKNOWN_ID, { title: 'X' })).json()).toMatchObject({ message: 'Task not found' });
      expect((await put('nope', { title: 'X' })).statusCode).toBe(400);
      const anonymous = await t.request({ method: 'PUT', url: `/api/tasks/task/${UNKNOWN_ID}`, payload: { title: 'X' }, token: null });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/tasks/task/{id}', () => {
    const remove = (id: string, token?: null) => t.request({ method: 'DELETE', url: `/api/tasks/task/${id}`, token });

    it('deletes a task without submissions and its links, then answers 404', async () => {
      const { data } = (await create(valid())).json();
      const res = await remove(data._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Task deleted successfully', data });
      expect(await linksOf(data._id)).toEqual([]);
      expect((await remove(data._id)).statusCode).toBe(404);
    });

    it('refuses with 409 while submissions exist, saying how many', async () => {
      const task = await insertTask(t.database.db, { socialPlatformId: refs.platform });
      await insertTaskLog(t.database.db, { taskId: task.id });
      await insertTaskLog(t.database.db, { taskId: task.id, status: 'confirmed' });
      const res = await remove(task.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'Task is still used by 2 submissions' });
    });

    it('answers 400 for a malformed id and 401 without a token', async () => {
      expect((await remove('nope')).statusCode).toBe(400);
      expect((await remove(UNKNOWN_ID, null)).statusCode).toBe(401);
    });
  });

  describe('GET', () => {
    it('answers the whole list newest first, with platform and engagement types embedded', async () => {
      const db = t.database.db;
      const old = await insertTask(db, { title: 'Oldest', createdAt: new Date('2020-01-01') }, [refs.like]);
      const newest = await insertTask(db, { title: 'Newest', socialPlatformId: refs.platform, createdAt: new Date('2031-01-01') });
      for (const url of ['/api/tasks', '/api/tasks/']) {
        const body = (await t.request({ method: 'GET', url })).json();
        expect(Object.keys(body)).toEqual(['data']);
        expect(body.data[0]).toMatchObject({ _id: newest.id, socialPlatform: { _id: refs.platform, name: 'Instagram' }, engagementType: [] });
        expect(body.data.at(-1)).toMatchObject({ _id: old.id, engagementType: [{ _id: refs.like, name: 'Like' }] });
      }
    });

    it('pages, sorts by price, searches title and platform, filters by platform', async () => {
      const db = t.database.db;
      const youtube = await insertSocialPlatform(db, 'YouTube Search');
      for (const [title, priceKobo] of [
        ['Watch A', 300],
        ['Watch B', 100],
        ['Watch C', 200],
      ] as const) {
        await insertTask(db, { title, priceKobo, socialPlatformId: youtube.id }, [refs.like]);
      }
      const byPlatformName = await t.request({ method: 'GET', url: '/api/tasks?q=youtube%20search&sort=taskPrice&order=asc&perPage=2' });
      expect(byPlatformName.json()).toEqual({
        data: [expect.objectContaining({ title: 'Watch B', taskPrice: 1 }), expect.objectContaining({ title: 'Watch C', taskPrice: 2 })],
        meta: { total: 3, page: 1, perPage: 2, next: expect.any(String) },
      });
      const filtered = (await t.request({ method: 'GET', url: `/api/tasks?socialPlatform=${youtube.id}` })).json();
      expect(filtered.meta.total).toBe(3);
      expect(filtered.data[0].engagementType).toEqual([{ _id: refs.like, name: 'Like' }]);
    });

    it('refuses an unknown sort with 400 and a missing token with 401', async () => {
      expect((await t.request({ method: 'GET', url: '/api/tasks?sort=priceKobo' })).statusCode).toBe(400);
      expect((await t.request({ method: 'GET', url: '/api/tasks', token: null })).statusCode).toBe(401);
    });

    it('reads the engagement types with one query per batch, not one per task', async () => {
      const db = t.database.db;
      const platform = await insertSocialPlatform(db);
      const rows = Array.from({ length: 2_100 }, (_, i) => ({
        title: `Bulk ${i}`,
        taskLink: 'https://t.me/rewards',
        priceKobo: i,
        socialPlatformId: platform.id,
      }));
      const inserted = await db.insert(tasks).values(rows).returning({ id: tasks.id });
      await db.insert(taskEngagementTypes).values(inserted.map(({ id }) => ({ taskId: id, engagementTypeId: refs.follow })));
      const [{ n: total }] = await db.select({ n: count() }).from(tasks);

      let selects = 0;
      const counting = new Proxy(db, {
        get(target, property) {
          if (property === 'select') selects += 1;
          const value = Reflect.get(target, property) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }) as Db;
      let listed = 0;
      for await (const batch of createTaskService(counting).lister.batches(counting)) listed += batch.length;
      expect(listed).toBe(total);
      const batches = Math.ceil(total / STREAM_BATCH);
      expect(selects).toBe(2 * batches); // one for the tasks (platform joined), one for their engagement types
    });
  });
});
