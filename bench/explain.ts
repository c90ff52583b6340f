/**
 * Prints PostgreSQL's plan (EXPLAIN ANALYZE) of every statement behind the benchmark's list
 * requests: `npx tsx bench/explain.ts [pg|pglite]`. Used to check each sort and filter reads an index.
 */
import { inProcessServer } from './in-process.ts';
import { datasetConfig, type Driver } from './datasets.ts';
import { cursorAt, resolveUrl } from './deep-cursor.ts';
import { dashboardScenario, screens } from './scenarios.ts';

const driver = (process.argv[2] ?? 'pg') as Driver;
const server = await inProcessServer(datasetConfig(driver, 400));
try {
  for (const screen of screens) {
    const cursor = await cursorAt(server, screen.list);
    for (const scenario of [...screen.scenarios, dashboardScenario]) {
      const url = await resolveUrl(server, scenario.url, cursor);
      await server.get(url);
      for (const statement of await server.statementsOf(url)) {
        const started = performance.now();
        const client = (server.database.db as unknown as { $client: { query(s: string, p: unknown[]): Promise<{ rows: Record<string, string>[] }> } }).$client;
        const plan = await client.query(`explain (analyze, buffers off) ${statement.sql}`, statement.params);
        console.log(`\n### ${screen.name} · ${scenario.name} (${(performance.now() - started).toFixed(1)} ms)\n${statement.sql.slice(0, 400)}`);
        console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
      }
    }
  }
} finally {
  await server.close();
}
