import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { taskLogs } from '../../server/db/schema/index.ts';
import { insertTask, insertTaskLog, insertUser } from '../helpers/builders.ts';
import { startProofServer } from '../helpers/proof-server.ts';
import { describeApi } from '../helpers/test-app.ts';
import { until } from '../helpers/until.ts';

const proofs = await startProofServer();
afterAll(() => proofs.close());
const monthOld = () => ({ createdAt: new Date(Date.now() - 30 * 86_400_000) });

describeApi(
  'The flag job',
  (t) => {
    const db = () => t.database.db;

    it('flags submissions written straight into the database within a minute, by itself', async () => {
      const task = await insertTask(db());
      const logs: { id: string }[] = [];
      for (let i = 0; i < 2; i++)
        logs.push(await insertTaskLog(db(), { userId: (await insertUser(db(), monthOld())).id, taskId: task.id, proofUrl: 'https://x.com/farm/1' }));
      const started = Date.now();
      await until(
        async () => (await db().select({ flagged: taskLogs.flagged }).from(taskLogs).where(eq(taskLogs.id, logs[1].id)))[0].flagged,
        'the job to flag the second submission',
        { timeout: 60_000, interval: 100 },
      );
      console.info(`flagged ${Date.now() - started} ms after it was written (job every ${t.app.fraudFlags.settings.scanEveryMs} ms)`);
    });
  },
  // A job a tenth as slow as production's (every 500 ms instead of 5 s): the test waits less, the job is the same.
  { flags: { proofHosts: [proofs.host], scanEveryMs: 500 } },
);

describeApi(
  'A screenshot host that never answers',
  (t) => {
    it('is a flag of its own, tried again later, and never holds up the API meanwhile', async () => {
      proofs.put('/never.png', { hang: true });
      const log = await insertTaskLog(t.database.db, { userId: (await insertUser(t.database.db, monthOld())).id, proofImageUrl: proofs.url('/never.png') });
      let passDone = false;
      const pass = t.app.fraudFlags.runPass().then(() => (passDone = true));
      await until(async () => (proofs.reads.get('/never.png') ?? 0) > 0, 'the screenshot to be asked for');
      const list = await t.request({ method: 'GET', url: '/api/tasks/tasklogs?status=pending' });
      expect(list.statusCode).toBe(200);
      expect(passDone, 'the list answered while the screenshot was still being waited for').toBe(false);
      await pass;
      const [row] = await t.database.db.select().from(taskLogs).where(eq(taskLogs.id, log.id));
      expect(row.flags).toEqual([{ kind: 'screenshot_unreadable', problem: 'timeout' }]);
      expect(row.proofImageAttempts).toBe(1);
      expect(row.proofImageNextAt!.getTime()).toBeGreaterThan(Date.now());
    });
  },
  // Long enough that the list below answers first even on a busy machine: the pass is still waiting then.
  { flags: { scanEveryMs: 0, proofHosts: [proofs.host], screenshotTimeoutMs: 5_000 } },
);
