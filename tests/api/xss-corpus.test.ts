import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../server/db/schema/index.ts';
import { insertEngagementType, insertSocialPlatform, insertTask } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';
import { hostileLinks, hostileNames } from '../helpers/xss-corpus.ts';

const printable = (s: string) => JSON.stringify(s);

describeApi('hostile links and names (XSS corpus)', (t) => {
  const refs = {} as { platform: string; engagement: string; task: string };
  beforeAll(async () => {
    const db = t.database.db;
    refs.platform = (await insertSocialPlatform(db)).id;
    refs.engagement = (await insertEngagementType(db)).id;
    refs.task = (await insertTask(db, { socialPlatformId: refs.platform, taskLink: 'https://x.com/safe' })).id;
  });
  const task = (overrides: object) => ({
    title: 'Follow us',
    socialPlatform: refs.platform,
    engagementType: [refs.engagement],
    taskLink: 'https://x.com/rewards',
    taskPrice: 100,
    ...overrides,
  });

  it(`has at least 20 hostile links and 10 hostile names`, () => {
    expect(hostileLinks.length).toBeGreaterThanOrEqual(20);
    expect(hostileNames.length).toBeGreaterThanOrEqual(10);
  });

  describe.each([
    ['taskLink', 'POST'],
    ['image', 'POST'],
    ['taskLink', 'PUT'],
    ['image', 'PUT'],
  ] as const)('%s on %s /api/tasks', (field, method) => {
    it('refuses every hostile link with 400 naming the field, storing nothing', async () => {
      const accepted: string[] = [];
      for (const link of hostileLinks) {
        const res =
          method === 'POST'
            ? await t.request({ method, url: '/api/tasks', payload: task({ [field]: link }) })
            : await t.request({ method, url: `/api/tasks/task/${refs.task}`, payload: { [field]: link } });
        if (res.statusCode !== 400 || !res.json().message.startsWith(field)) accepted.push(`${printable(link)} → ${res.statusCode} ${res.body}`);
      }
      expect(accepted).toEqual([]);
      const rows = await t.database.db.select({ link: tasks.taskLink, image: tasks.image }).from(tasks);
      expect(rows.filter((r) => hostileLinks.includes(r.link) || hostileLinks.includes(r.image))).toEqual([]);
      const [kept] = await t.database.db.select().from(tasks).where(eq(tasks.id, refs.task));
      expect(kept.taskLink).toBe('https://x.com/safe');
    });
  });

  it('still takes real http and https links', async () => {
    for (const link of ['http://example.com/a?b=c#d', 'HTTPS://Example.com/Path']) {
      const res = await t.request({ method: 'POST', url: '/api/tasks', payload: task({ taskLink: link, image: link }) });
      expect(res.statusCode, link).toBe(201);
    }
  });

  describe.each([
    ['/api/packages', (name: string) => ({ name, price: 1000 })],
    ['/api/social-platform', (name: string) => ({ name })],
    ['/api/engagement-types', (name: string) => ({ name })],
    ['/api/tasks', (title: string) => task({ title, description: title })],
  ])('names sent to %s', (url, body) => {
    it('are stored and returned as the same plain text, in JSON that a browser will not sniff as HTML', async () => {
      for (const name of hostileNames) {
        const res = await t.request({ method: 'POST', url, payload: body(name) });
        expect(res.statusCode, printable(name)).toBe(201);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const data = res.json().data;
        expect(data.name ?? data.title, printable(name)).toBe(name.trim());
      }
    });
  });
});
