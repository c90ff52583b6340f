import { cursorAt, resolveUrl } from './deep-cursor.ts';
import { datasetConfig, type Driver } from './datasets.ts';
import { inProcessServer, type Statement } from './in-process.ts';
import { benchServer } from './processes.ts';
import { dashboardScenario, screens } from './scenarios.ts';
import { time, type Timing } from './stats.ts';

export interface LatencyRow {
  screen: string;
  scenario: string;
  url: string;
  api: Timing;
  sql: Timing;
}

interface Planned {
  screen: string;
  scenario: string;
  url: string;
  statements: Statement[];
  sql: Timing;
}

/**
 * Each request's SQL statements, recorded from the real server built in this process and replayed
 * raw through the driver (rows and count in parallel, as the server runs them); then the same
 * requests over HTTP to the server as `npm start` runs it (its own process). API ÷ SQL is what the
 * server adds: HTTP, the session check, mapping and JSON.
 */
export async function measureLatency(driver: Driver, runs: number): Promise<LatencyRow[]> {
  const planned: Planned[] = [];
  const recorder = await inProcessServer(datasetConfig(driver, 400));
  try {
    const plan = async (screen: string, scenario: string, url: string) => {
      const statements = await recorder.statementsOf(url);
      const sql = await time(() => Promise.all(statements.map((s) => recorder.raw(s))), runs);
      planned.push({ screen, scenario, url, statements, sql });
    };
    for (const screen of screens) {
      const cursor = await cursorAt(recorder, screen.list);
      for (const scenario of screen.scenarios) await plan(screen.name, scenario.name, await resolveUrl(recorder, scenario.url, cursor));
    }
    await plan('Dashboard', dashboardScenario.name, dashboardScenario.url);
  } finally {
    await recorder.close();
  }

  const server = await benchServer(driver, 400);
  try {
    const headers = { authorization: `Bearer ${server.token}` };
    const fetchOk = async (url: string) => {
      const res = await fetch(server.baseUrl + url, { headers });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      await res.arrayBuffer();
    };
    const rows: LatencyRow[] = [];
    for (const p of planned) rows.push({ screen: p.screen, scenario: p.scenario, url: p.url, sql: p.sql, api: await time(() => fetchOk(p.url), runs) });
    return rows;
  } finally {
    await server.stop();
  }
}
