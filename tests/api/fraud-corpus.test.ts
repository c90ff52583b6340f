import { afterAll, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { taskLogs } from '../../server/db/schema/index.ts';
import { insertTask, insertUser } from '../helpers/builders.ts';
import { png, startProofServer } from '../helpers/proof-server.ts';
import { describeApi } from '../helpers/test-app.ts';

const proofs = await startProofServer();
afterAll(() => proofs.close());

const DAY = 86_400_000;
/** Ways one post link is spelt by different users: every one must still be found. */
const SPELLINGS = [
  (link: string) => link,
  (link: string) => `${link}/`,
  (link: string) => `${link}?utm_source=whatsapp&utm_medium=share`,
  (link: string) => link.replace('https://x.com', 'HTTPS://X.com:443'),
  (link: string) => `${link}#reply`,
  (link: string) => `${link}?si=Ab12&igshid=zz`,
];
/** Links near a reused one that are other posts: none may be flagged. */
const NEAR_MISSES = [
  (i: number) => `https://x.com/User${i}/status/${1000 + i}`, // path case differs from the farm's
  (i: number) => `https://x.com/user${i}/status/${1000 + i}?lang=yo`, // a parameter that is not tracking
  (i: number) => `https://xn--x-1ga.com/user${i}/status/${1000 + i}`, // a look-alike host
  (i: number) => `https://x.com/user${i}/status/${1000 + i}1`,
];

interface Corpus {
  reused: { id: string; kind: string; group: Set<string> }[];
  distinct: string[];
}

/** Builds the corpus: 100 farms of two on links, 100 on screenshots, 200 honest submissions close to them. */
async function buildCorpus(db: Db): Promise<Corpus> {
  const tasks = [];
  for (let i = 0; i < 10; i++) tasks.push(await insertTask(db));
  let minute = 0;
  const at = () => new Date(Date.now() - 20 * DAY + (minute += 30) * 60_000);
  const log = async (values: { taskId: string; proofUrl?: string; proofImageUrl?: string }, userId?: string) => {
    const owner = userId ?? (await insertUser(db, { createdAt: new Date(Date.now() - 60 * DAY) })).id;
    const [row] = await db
      .insert(taskLogs)
      .values({ amountKobo: 10_000, userId: owner, createdAt: at(), ...values })
      .returning({ id: taskLogs.id, userId: taskLogs.userId });
    return row;
  };
  const corpus: Corpus = { reused: [], distinct: [] };
  for (let i = 0; i < 100; i++) {
    const taskId = tasks[i % 10].id;
    const link = `https://x.com/user${i}/status/${1000 + i}`;
    const ids = [(await log({ taskId, proofUrl: SPELLINGS[i % 6](link) })).id, (await log({ taskId, proofUrl: SPELLINGS[(i + 1) % 6](link) })).id];
    for (const id of ids) corpus.reused.push({ id, kind: 'reused_link', group: new Set(ids) });
  }
  for (let i = 0; i < 100; i++) {
    const taskId = tasks[i % 10].id;
    proofs.put(`/farm-${i}-a.png`, { body: png(`farm ${i}`) });
    proofs.put(`/farm-${i}-b.png`, { body: png(`farm ${i}`) });
    const ids = [
      (await log({ taskId, proofImageUrl: proofs.url(`/farm-${i}-a.png`) })).id,
      (await log({ taskId, proofImageUrl: proofs.url(`/farm-${i}-b.png`) })).id,
    ];
    for (const id of ids) corpus.reused.push({ id, kind: 'reused_screenshot', group: new Set(ids) });
  }
  for (let i = 0; i < 200; i++) {
    // Near misses of the farms' links on their own tasks, the farms' own links on other tasks, one user's resubmissions.
    const taskId = tasks[i % 10].id;
    proofs.put(`/own-${i}.png`, { body: png(`farm ${i}.`) });
    const near = i < 100 ? NEAR_MISSES[i % 4](i) : `https://x.com/user${i - 100}/status/${1000 + i - 100}`;
    const onTask = i < 100 ? taskId : tasks[(i + 5) % 10].id;
    corpus.distinct.push((await log({ taskId: onTask, proofUrl: near, proofImageUrl: proofs.url(`/own-${i}.png`) })).id);
  }
  const repeater = await log({ taskId: tasks[0].id, proofUrl: 'https://x.com/repeat/status/1' });
  corpus.distinct.push(repeater.id, (await log({ taskId: tasks[0].id, proofUrl: 'https://x.com/repeat/status/1' }, repeater.userId)).id);
  return corpus;
}

describeApi(
  'Fraud flags over a corpus of reused and distinct proofs',
  (t) => {
    it('flags every reuse, naming a submission of its farm, and no distinct proof', async () => {
      const corpus = await buildCorpus(t.database.db);
      expect(corpus.reused.length).toBeGreaterThanOrEqual(400);
      expect(corpus.distinct.length).toBeGreaterThanOrEqual(200);
      while ((await t.app.fraudFlags.runPass()).more);
      const rows = await t.database.db.select({ id: taskLogs.id, flags: taskLogs.flags }).from(taskLogs);
      const flagsOf = new Map(rows.map((row) => [row.id, row.flags]));
      const missed = corpus.reused.filter(({ id, kind, group }) => {
        const flags = flagsOf.get(id) ?? [];
        return !flags.some((flag) => flag.kind === kind && 'taskLogId' in flag && group.has(flag.taskLogId) && flag.taskLogId !== id);
      });
      const falseAlarms = corpus.distinct.filter((id) => (flagsOf.get(id) ?? []).length > 0);
      expect({ missed: missed.length, falseAlarms: falseAlarms.length }).toEqual({ missed: 0, falseAlarms: 0 });
    });
  },
  { flags: { scanEveryMs: 0, proofHosts: [proofs.host] } },
);
