import { SingleBar } from 'cli-progress';

/**
 * A progress bar on stderr (drawn only when stderr is a terminal, so logs and pipes stay clean).
 * Returns the `onProgress` callback for seedDemo and a `stop` to call when done.
 */
export function rowsProgressBar(label: string) {
  const startedAt = performance.now();
  const bar = new SingleBar({
    stream: process.stderr,
    format: `${label} [{bar}] {percentage}% | {value}/{total} rows | {rate} rows/s | ETA {eta_formatted}`,
    barCompleteChar: '█',
    barIncompleteChar: '░',
    hideCursor: true,
    etaBuffer: 50,
    fps: 5,
  });
  let started = false;
  return {
    onProgress(done: number, total: number) {
      const rate = Math.round(done / Math.max(0.001, (performance.now() - startedAt) / 1000));
      if (!started) bar.start(total, done, { rate });
      else bar.update(done, { rate });
      started = true;
    },
    stop: () => bar.stop(),
  };
}
