import { expect, it } from 'vitest';
import { machine, report } from '../../bench/report.ts';
import type { Results } from '../../bench/run.ts';
import { VISITED_SCREENS } from '../../bench/screen-visits.ts';

it("the benchmark's report has a row per visited screen with its cold and warm first rows and its JavaScript", () => {
  const visits = Object.fromEntries(
    VISITED_SCREENS.map((screen, i) => [screen, { cold: 900 + i, warm: 300 + i, jsGzipped: 1024 * (400 + i), jsSent: 1024 * 350 }]),
  );
  const results = { machine: machine(), latency: {}, throughput: {}, firstRows: {}, jumps: {}, exports: {}, screens: { pg: visits } } as unknown as Results;
  const text = report(results);
  expect(text).toContain('goals < 500 ms cold, < 250 ms warm');
  VISITED_SCREENS.forEach((screen, i) => expect(text).toContain(`| ${screen} | ${900 + i} ms | ${300 + i} ms | ${(400 + i).toFixed(1)} KB |`));
});
