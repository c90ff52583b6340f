export interface GateLimits {
  /** Holders at once. */
  running: number;
  /** Callers waiting for a place, in arrival order; more are refused at once. */
  queued: number;
  /** How long a caller waits for a place before it is refused. */
  maxWaitMs: number;
}

export type Release = () => void;

/** A counting semaphore with a bounded, time-limited queue: `enter` gives a release, or null when refused. */
export class ConcurrencyGate {
  #running = 0;
  readonly #waiting: Array<(admitted: boolean) => void> = [];

  constructor(readonly limits: GateLimits) {}

  get running() {
    return this.#running;
  }

  get waiting() {
    return this.#waiting.length;
  }

  get busy() {
    return this.#running > 0 || this.#waiting.length > 0;
  }

  /** `queued: Infinity` for a caller already admitted once (a reply's next step), so that it is never refused for the queue's length. */
  async enter({ queued = this.limits.queued } = {}): Promise<Release | null> {
    if (this.#running < this.limits.running && this.#waiting.length === 0) {
      this.#running += 1;
      return this.#release();
    }
    if (this.#waiting.length >= queued) return null;
    const admitted = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(wake), 1);
        resolve(false);
      }, this.limits.maxWaitMs);
      const wake = (ok: boolean) => {
        clearTimeout(timer);
        resolve(ok);
      };
      this.#waiting.push(wake);
    });
    return admitted ? this.#release() : null;
  }

  /** Frees the place once; a waiter, if any, takes it over without it ever being free to others. */
  #release(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next(true);
      else this.#running -= 1;
    };
  }
}
