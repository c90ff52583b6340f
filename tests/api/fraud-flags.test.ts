import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { taskLogs } from '../../server/db/schema/index.ts';
import { insertTask, insertTaskLog, insertUser } from '../helpers/builders.ts';
import { png, startProofServer } from '../helpers/proof-server.ts';
import { describeApi } from '../helpers/test-app.ts';

const proofs = await startProofServer();
afterAll(() => proofs.close());

const DAY = 86_400_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describeApi(
  'Fraud flags on task logs',
  (t) => {
    const db = () => t.database.db;
    /** A user whose account is a month old, so only the flag under test shows. */
    const oldUser = (name?: string) => insertUser(db(), { createdAt: new Date(Date.now() - 30 * DAY), ...(name && { name }) });
    const flagsOf = async (id: string) => {
      const res = await t.request({ method: 'GET', url: `/api/tasks/tasklogs?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
      return res.json()[0].flags as { kind: string; _id?: string; userId?: { name: string }; [key: string]: unknown }[];
    };
    const kinds = async (id: string) => (await flagsOf(id)).map((flag) => flag.kind);
    const pass = () => t.app.fraudFlags.runPass();

    it('flags the same post link by another user for the same task, however the link is spelt, naming the other submission', async () => {
      const task = await insertTask(db());
      const [ada, bola, chidi] = [await oldUser('Ada Obi'), await oldUser(), await oldUser()];
      const first = await insertTaskLog(db(), { userId: ada.id, taskId: task.id, proofUrl: 'https://x.com/ada/status/1', createdAt: minutesAgo(300) });
      const second = await insertTaskLog(db(), {
        userId: bola.id,
        taskId: task.id,
        proofUrl: 'HTTPS://X.COM:443/ada/status/1/?utm_source=wa&fbclid=abc#top',
        createdAt: minutesAgo(200),
      });
      const own = await insertTaskLog(db(), { userId: chidi.id, taskId: task.id, proofUrl: 'https://x.com/chidi/status/2', createdAt: minutesAgo(100) });
      const elsewhere = await insertTaskLog(db(), { userId: chidi.id, proofUrl: 'https://x.com/ada/status/1', createdAt: minutesAgo(50) });
      await pass();
      const flags = await flagsOf(second.id);
      expect(flags).toEqual([expect.objectContaining({ kind: 'reused_link', _id: first.id, status: 'pending', others: 1 })]);
      expect(flags[0].userId).toEqual(expect.objectContaining({ _id: ada.id, name: 'Ada Obi' }));
      expect(await kinds(first.id)).toEqual(['reused_link']);
      expect(await kinds(own.id)).toEqual([]);
      expect(await kinds(elsewhere.id)).toEqual([]);
    });

    it('does not flag one user submitting the same link twice, nor links that differ in path case or parameters', async () => {
      const task = await insertTask(db());
      const [ada, bola] = [await oldUser(), await oldUser()];
      const a = await insertTaskLog(db(), { userId: ada.id, taskId: task.id, proofUrl: 'https://x.com/Ada/status/1?id=1', createdAt: minutesAgo(300) });
      await insertTaskLog(db(), { userId: ada.id, taskId: task.id, proofUrl: 'https://x.com/Ada/status/1?id=1', createdAt: minutesAgo(200) });
      const b = await insertTaskLog(db(), { userId: bola.id, taskId: task.id, proofUrl: 'https://x.com/ada/status/1?id=1', createdAt: minutesAgo(100) });
      const c = await insertTaskLog(db(), { userId: bola.id, taskId: task.id, proofUrl: 'https://x.com/Ada/status/1?id=2', createdAt: minutesAgo(90) });
      await pass();
      for (const log of [a, b, c]) expect(await kinds(log.id)).toEqual([]);
    });

    it('flags the same screenshot bytes by another user for the same task, and a screenshot that cannot be read', async () => {
      const task = await insertTask(db());
      proofs.put('/same.png', { body: png('same') });
      proofs.put('/other.png', { body: png('other') });
      proofs.put('/copy-of-same.png', { body: png('same') });
      proofs.put('/page.png', { type: 'text/html', body: Buffer.from('<html>not an image</html>') });
      proofs.put('/away.png', { status: 302, location: 'http://example.com/x.png' });
      const logs = [];
      for (const [i, path] of ['/same.png', '/copy-of-same.png', '/other.png', '/page.png', '/away.png', '/missing.png'].entries()) {
        logs.push(await insertTaskLog(db(), { userId: (await oldUser()).id, taskId: task.id, proofImageUrl: proofs.url(path), createdAt: minutesAgo(60 - i) }));
      }
      const elsewhere = await insertTaskLog(db(), { userId: (await oldUser()).id, taskId: task.id, proofImageUrl: 'https://cdn.example.com/same.png' });
      while ((await pass()).more);
      await pass();
      expect(await flagsOf(logs[1].id)).toEqual([expect.objectContaining({ kind: 'reused_screenshot', _id: logs[0].id })]);
      expect(await kinds(logs[0].id)).toEqual(['reused_screenshot']);
      expect(await kinds(logs[2].id)).toEqual([]);
      const problems = async (id: string) => (await flagsOf(id)).map((flag) => `${flag.kind}:${flag.problem}`);
      expect(await problems(logs[3].id)).toEqual(['screenshot_unreadable:not_image']);
      expect(await problems(logs[4].id)).toEqual(['screenshot_unreadable:redirect_elsewhere']);
      expect(await problems(logs[5].id)).toEqual(['screenshot_unreadable:http_error']);
      expect(await problems(elsewhere.id)).toEqual(['screenshot_unreadable:host_not_allowed']);
    });

    it('skips links too long to be proof and flags screenshots too large to read, without failing the pass', async () => {
      const task = await insertTask(db());
      const long = `https://x.com/${'a'.repeat(10_000)}`;
      proofs.put('/huge.png', { body: Buffer.concat([png('huge'), Buffer.alloc(6 * 1024 * 1024)]) });
      const a = await insertTaskLog(db(), { userId: (await oldUser()).id, taskId: task.id, proofUrl: long, createdAt: minutesAgo(40) });
      const b = await insertTaskLog(db(), {
        userId: (await oldUser()).id,
        taskId: task.id,
        proofUrl: long,
        proofImageUrl: proofs.url('/huge.png'),
        createdAt: minutesAgo(30),
      });
      while ((await pass()).more);
      await pass();
      expect(await kinds(a.id)).toEqual([]);
      expect(await flagsOf(b.id)).toEqual([{ kind: 'screenshot_unreadable', problem: 'too_large' }]);
      const [row] = await db().select().from(taskLogs).where(eq(taskLogs.id, a.id));
      expect([row.proofLinkKey, row.flagsCheckedAt !== null]).toEqual([null, true]);
    });

    it('flags a user submitting more than the limit within 10 minutes, and an account younger than the limit', async () => {
      const fast = await oldUser();
      const burst = [];
      for (let i = 0; i < 6; i++) burst.push(await insertTaskLog(db(), { userId: fast.id, createdAt: minutesAgo(100 - i) }));
      const steady = await oldUser();
      const calm = [];
      for (let i = 0; i < 6; i++) calm.push(await insertTaskLog(db(), { userId: steady.id, createdAt: minutesAgo(100 - 3 * i) }));
      const young = await insertUser(db(), { createdAt: minutesAgo(150) });
      const fresh = await insertTaskLog(db(), { userId: young.id, createdAt: minutesAgo(20) });
      await pass();
      for (const log of burst) expect(await flagsOf(log.id)).toEqual([{ kind: 'pace', count: 6, minutes: 10 }]);
      // 6 submissions over 15 minutes: no 10 minutes hold more than 4.
      for (const log of calm) expect(await kinds(log.id)).toEqual([]);
      expect(await flagsOf(fresh.id)).toEqual([{ kind: 'new_account', hours: 2 }]);
    });

    it('lists flagged submissions alone and counts the pending ones; a rewritten proof is checked again', async () => {
      const before = (await t.request({ method: 'GET', url: '/api/tasks/tasklogs/counts' })).json().data.flagged;
      const task = await insertTask(db());
      const a = await insertTaskLog(db(), { userId: (await oldUser()).id, taskId: task.id, proofUrl: 'https://x.com/p/9', createdAt: minutesAgo(30) });
      const b = await insertTaskLog(db(), { userId: (await oldUser()).id, taskId: task.id, proofUrl: 'https://x.com/p/9', createdAt: minutesAgo(20) });
      await pass();
      const flagged = await t.request({ method: 'GET', url: `/api/tasks/tasklogs?status=pending&flagged=true&taskId=${task.id}` });
      expect(
        flagged
          .json()
          .data.map((row: { _id: string }) => row._id)
          .sort(),
      ).toEqual([a.id, b.id].sort());
      const dialect = await t.request({
        method: 'GET',
        url: `/api/tasks/tasklogs?filter=${encodeURIComponent(JSON.stringify({ flagged: true, taskId: task.id }))}`,
      });
      expect(dialect.json()).toHaveLength(2);
      expect((await t.request({ method: 'GET', url: '/api/tasks/tasklogs/counts' })).json().data.flagged).toBe(before + 2);
      await db().update(taskLogs).set({ proofUrl: 'https://x.com/p/10' }).where(eq(taskLogs.id, b.id));
      await pass();
      expect(await kinds(a.id)).toEqual([]);
      expect(await kinds(b.id)).toEqual([]);
      expect((await t.request({ method: 'GET', url: '/api/tasks/tasklogs/counts' })).json().data.flagged).toBe(before);
    });
  },
  { flags: { scanEveryMs: 0, proofHosts: [proofs.host] } },
);
