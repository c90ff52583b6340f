import { cpus, loadavg, totalmem } from 'node:os';
import type { Results } from './run.ts';
import { mb, ms } from './stats.ts';
import type { Driver } from './datasets.ts';
import { SEARCH_WAIT_MS, type PageJumps } from './page-jumps.ts';
import { VISITED_SCREENS } from './screen-visits.ts';

const NAMES: Record<Driver, string> = { pg: 'PostgreSQL', pglite: 'PGlite' };

export const machine = () => ({
  cpus: cpus().length,
  cpu: cpus()[0]?.model ?? '',
  ramGb: Math.round(totalmem() / 1024 ** 3),
  node: process.version,
  load: loadavg().map((n) => Number(n.toFixed(1))),
  at: new Date().toISOString(),
});

const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** Each request's p99 must stay under this (ms). */
export const P99_TARGET: Record<Driver, number> = { pg: 100, pglite: 250 };

/** Per list and database: the slowest request's p99, which request, and whether it meets the target. */
function worstTable(r: Results, drivers: readonly Driver[]) {
  const lists = [...new Set((r.latency[drivers[0]] ?? []).map((row) => row.screen))];
  return table(
    ['list', ...drivers.flatMap((d) => [`${NAMES[d]} worst p99 (target < ${P99_TARGET[d]} ms)`, 'request', 'requests over target'])],
    lists.map((list) => [
      list,
      ...drivers.flatMap((d) => {
        const rows = (r.latency[d] ?? []).filter((row) => row.screen === list);
        if (!rows.length) return ['—', '—', '—'];
        const worst = rows.reduce((a, b) => (b.api.p99 > a.api.p99 ? b : a));
        const over = rows.filter((row) => row.api.p99 >= P99_TARGET[d]).map((row) => row.scenario);
        return [`${ms(worst.api.p99)} ms ${worst.api.p99 < P99_TARGET[d] ? '(met)' : '(missed)'}`, worst.scenario, over.length ? over.join('; ') : 'none'];
      }),
    ]),
  );
}

/** The benchmark's figures as Markdown tables, PostgreSQL and PGlite side by side. */
export function report(r: Results): string {
  const drivers = (['pg', 'pglite'] as const).filter((d) => r.latency[d] || r.throughput[d] || r.firstRows[d] || r.jumps[d] || r.screens?.[d] || r.exports[d]);
  const m = r.machine;
  const parts = [
    `# Benchmark (${m.at.slice(0, 16).replace('T', ' ')} UTC)`,
    `${m.cpus} cores (${m.cpu}), ${m.ramGb} GB RAM, Node ${m.node}; load average ${m.load.join(' / ')} at start, ${r.loadAfter?.join(' / ') ?? '—'} at the end.`,
  ];
  const latencyRows = r.latency[drivers[0]] ?? [];
  if (latencyRows.length) {
    parts.push(
      '## API latency vs SQL (ms, p50 / p99; 1 000 000 transactions, 200 000 users)',
      table(
        ['screen', 'request', ...drivers.flatMap((d) => [`${NAMES[d]} API`, 'SQL', 'API ÷ SQL'])],
        latencyRows.map((row, i) => [
          row.screen,
          row.scenario,
          ...drivers.flatMap((d) => {
            const x = r.latency[d]?.[i];
            return x
              ? [
                  `${ms(x.api.p50)} / ${ms(x.api.p99)}`,
                  `${ms(x.sql.p50)} / ${ms(x.sql.p99)}`,
                  `${(x.api.p50 / x.sql.p50).toFixed(2)} / ${(x.api.p99 / x.sql.p99).toFixed(2)}`,
                ]
              : ['—', '—', '—'];
          }),
        ]),
      ),
    );
  }
  if (latencyRows.length) parts.push('## Worst p99 per list (API over HTTP, sequential)', worstTable(r, drivers));
  const tp = drivers.filter((d) => r.throughput[d]);
  if (tp.length) {
    const line = (label: string, f: (t: NonNullable<Results['throughput'][Driver]>) => string) => [label, ...tp.map((d) => f(r.throughput[d]!))];
    parts.push(
      '## Throughput, 50 at once (signed-in first page of Transactions vs its SQL by a bare node-postgres pool, and a bare Fastify route sending the same bytes)',
      table(
        ['', ...tp.map((d) => NAMES[d])],
        [
          line('list page req/s', (t) => Math.round(t.list.rps).toLocaleString('en-US')),
          line('list page p50 / p99 ms', (t) => `${t.list.p50} / ${t.list.p99}`),
          line('list page requests / errors', (t) => `${t.list.requests.toLocaleString('en-US')} / ${t.list.errors}`),
          line('its SQL, bare pool, req/s', (t) => Math.round(t.sql.rps).toLocaleString('en-US')),
          line('its SQL p50 / p99 ms', (t) => `${ms(t.sql.p50)} / ${ms(t.sql.p99)}`),
          line('API ÷ SQL (target ≥ 0.5)', (t) => (t.list.rps / t.sql.rps).toFixed(2)),
          line('bare route req/s', (t) => Math.round(t.bare.rps).toLocaleString('en-US')),
          line('list ÷ bare', (t) => (t.list.rps / t.bare.rps).toFixed(3)),
        ],
      ),
    );
  }
  const fr = drivers.filter((d) => r.firstRows[d]?.length);
  if (fr.length) {
    const keys = r.firstRows[fr[0]]!.map(({ scale, mode }) => ({ scale, mode }));
    const cell = (d: Driver, i: number) => {
      const x = r.firstRows[d]?.[i]?.result;
      return x?.ms !== undefined ? `${ms(x.ms)} ms` : (x?.failure ?? '—');
    };
    parts.push(
      '## Headless Chromium: navigation to the first rows of Transactions',
      table(
        ['transactions', 'mode', ...fr.map((d) => NAMES[d])],
        keys.map((k, i) => [(2_500 * k.scale).toLocaleString('en-US'), k.mode, ...fr.map((d) => cell(d, i))]),
      ),
    );
  }
  const jumps = drivers.filter((d) => r.jumps[d]);
  if (jumps.length) {
    const jumpRow = (label: string, key: keyof PageJumps) => [label, ...jumps.map((d) => `${ms(r.jumps[d]![key])} ms`)];
    parts.push(
      '## Headless Chromium, 1,000,000 transactions: from the click (or the last key) to the new rows on screen (median of 3; target < 300 ms)',
      table(
        ['', ...jumps.map((d) => NAMES[d])],
        [
          jumpRow('last page (pagination)', 'lastPage'),
          jumpRow('a page number (pagination)', 'pageNumber'),
          jumpRow('a sort (Amount)', 'sort'),
          jumpRow(`a search's last key ("ad" → "ade"; react-admin's ${SEARCH_WAIT_MS} ms wait for the typing to stop not counted)`, 'search'),
        ],
      ),
    );
  }
  const screens = drivers.filter((d) => r.screens?.[d]);
  if (screens.length) {
    const visit = (d: Driver, screen: string) => r.screens[d]![screen];
    parts.push(
      '## Headless Chromium, 1,000,000 transactions: navigation to the first rows, signed in (median of 5; goals < 500 ms cold, < 250 ms warm)',
      table(
        ['screen', ...screens.flatMap((d) => [`${NAMES[d]} cold`, `${NAMES[d]} warm`, `${NAMES[d]} JS gzipped`])],
        VISITED_SCREENS.map((screen) => [
          screen,
          ...screens.flatMap((d) => [`${visit(d, screen).cold} ms`, `${visit(d, screen).warm} ms`, `${(visit(d, screen).jsGzipped / 1024).toFixed(1)} KB`]),
        ]),
      ),
    );
  }
  const ex = drivers.filter((d) => r.exports[d]?.length);
  if (ex.length) {
    const rows = ex.flatMap((d) =>
      r.exports[d]!.map((e) => [
        NAMES[d],
        e.coupons.toLocaleString('en-US'),
        `${e.seconds.toFixed(2)} s`,
        mb(e.bytes),
        mb(e.rssBefore),
        mb(e.rssPeak),
        mb(e.rssPeak - e.rssBefore),
      ]),
    );
    const growth = ex.map((d) => {
      const [small, big] = r.exports[d]!;
      return `${NAMES[d]}: peak RSS ${mb(small.rssPeak)} (1 000) → ${mb(big.rssPeak)} (100 000), growth ${mb(big.rssPeak - small.rssPeak)}`;
    });
    parts.push('## Coupon CSV export', table(['database', 'coupons', 'time', 'CSV', 'server RSS before', 'peak', 'peak − before'], rows), growth.join('; '));
  }
  if (r.jsWeight) {
    parts.push(
      '## JavaScript (gzipped, as loaded by a fresh browser)',
      table(
        ['page', 'JS'],
        [
          ['console (/dashboard/transactions)', `${(r.jsWeight.console / 1024).toFixed(1)} KB`],
          ['landing (/)', `${(r.jsWeight.landing / 1024).toFixed(1)} KB`],
        ],
      ),
    );
  }
  return `${parts.join('\n\n')}\n`;
}
