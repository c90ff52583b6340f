import { Readable } from 'node:stream';
import type { Release } from './shared-slots.ts';

/** When a heavy reply's client is too slow, or the reply too long, to keep its place. */
export interface HeavyPace {
  /** A client that takes less than this in `windowMs`, while the server waits on it, is cut. */
  minBytes: number;
  windowMs: number;
  /** No heavy reply lasts longer, whatever the pace. */
  deadlineMs: number;
}

export interface HeavyBodyOptions {
  /** The server's heavy place taken before the reply started (so a full server could still answer 503). */
  first: Release;
  /** Takes a heavy place again for the next step, or null when refused. */
  enter: () => Promise<Release | null>;
  pace: HeavyPace;
  /** Ends the exchange: the connection is destroyed, the client sees an incomplete transfer. */
  cut: (reason: 'slow' | 'deadline') => void;
  now?: () => number;
}

/**
 * A heavy reply's body. Each chunk is produced (the database work) holding one of the server's
 * heavy places, given back while the client takes what was produced: a client that reads slowly
 * or not at all holds no place. Its pace is watched: in every window where the server mostly waited
 * on the client and the client took less than `minBytes`, the reply is cut, and no reply outlives
 * `deadlineMs`. Returns the body and a function that stops the watch (when the exchange ends).
 */
export function heavyBody(chunks: AsyncIterable<string>, options: HeavyBodyOptions): { body: Readable; stop: () => void } {
  const { pace, now = Date.now } = options;
  let bytes = 0;
  let producing = false;
  let waitingSince: number | undefined;
  let waitedMs = 0;

  async function* gated() {
    const steps = chunks[Symbol.asyncIterator]();
    let place: Release | null = options.first;
    try {
      for (;;) {
        if (waitingSince !== undefined) waitedMs += now() - waitingSince;
        waitingSince = undefined;
        place ??= await options.enter();
        if (!place) throw new Error('No heavy place came free for the next part of this reply');
        producing = true;
        let step: IteratorResult<string>;
        try {
          step = await steps.next();
        } finally {
          producing = false;
          place();
          place = null;
        }
        // Past the last chunk, what is left in the buffers is the client's to take.
        waitingSince = now();
        if (step.done) return;
        bytes += Buffer.byteLength(step.value);
        yield step.value;
      }
    } finally {
      place?.();
      await steps.return?.();
    }
  }

  let lastBytes = 0;
  const watch = setInterval(() => {
    const waited = waitedMs + (waitingSince !== undefined && !producing ? now() - waitingSince : 0);
    const slow = bytes - lastBytes < pace.minBytes && waited > pace.windowMs / 2;
    lastBytes = bytes;
    waitedMs = 0;
    if (waitingSince !== undefined) waitingSince = now();
    if (slow) options.cut('slow');
  }, pace.windowMs).unref();
  const deadline = setTimeout(() => options.cut('deadline'), pace.deadlineMs).unref();
  const stop = () => {
    clearInterval(watch);
    clearTimeout(deadline);
  };
  return { body: Readable.from(gated(), { objectMode: false }), stop };
}
