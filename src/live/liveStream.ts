import { createParser } from 'eventsource-parser';

/** One change the server announced: a resource (and record) someone changed. */
export interface LiveChange {
  resource: string;
  id?: string;
  action: string;
  by?: string;
  at: string;
}

/** `live`: changes arrive as they happen; `connecting`: (re)connecting, polling meanwhile; `polling`: no stream here (the production backend, a buffering proxy, a full server). */
export type LiveStatus = 'connecting' | 'live' | 'polling';

export interface LiveStreamOptions {
  /** `<apiUrl>/events`. */
  url: string;
  token(): string | null;
  onChanges(changes: LiveChange[]): void;
  /** Changes may have been missed (a reconnection, the server's own resync): read everything shown again. */
  onResync(): void;
  onStatus(status: LiveStatus): void;
  /** A stream whose `ready` does not arrive within this is taken for buffered by a proxy: the console polls. */
  readyTimeoutMs?: number;
  /** Reconnection waits: first, then doubling up to max (plus up to a quarter more at random, so tabs do not come back all at once). */
  retryMs?: number;
  maxRetryMs?: number;
  /** How long to poll before trying the stream again after a refusal or a buffering proxy. */
  pollForMs?: number;
}

const UNSUPPORTED = new Set([404, 405, 501]);

/**
 * The tab's one connection to `GET /events`, read with fetch (so the token goes in a header, never
 * in a URL). It reconnects with backoff after a network failure or server restart, telling the
 * console to read again what it shows; a server without the stream (404) is polled for the rest of
 * the visit; a refusal (429/503) or a proxy that buffers the stream is polled for a while before
 * the stream is tried again. Answers a function that stops it.
 */
export function startLiveStream(options: LiveStreamOptions): () => void {
  const { readyTimeoutMs = 5_000, retryMs = 1_000, maxRetryMs = 30_000, pollForMs = 5 * 60_000 } = options;
  let stopped = false;
  let failures = 0;
  let wasLive = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const later = (ms: number) => {
    if (!stopped) timer = setTimeout(() => void connect(), ms);
  };
  const backoff = () => {
    const base = Math.min(maxRetryMs, retryMs * 2 ** failures);
    failures += 1;
    options.onStatus('connecting');
    later(base + Math.random() * base * 0.25);
  };
  const pollFor = (ms: number) => {
    options.onStatus('polling');
    later(ms);
  };

  async function connect() {
    const token = options.token();
    if (!token) return backoff();
    controller = new AbortController();
    const aborted = controller;
    let ready = false;
    const readyTimer = setTimeout(() => aborted.abort('no ready frame: a proxy buffers the stream'), readyTimeoutMs);
    try {
      const response = await fetch(options.url, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        cache: 'no-store',
        signal: aborted.signal,
      });
      if (UNSUPPORTED.has(response.status)) return void options.onStatus('polling');
      if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
        const retryAfter = Number(response.headers.get('retry-after'));
        return response.status === 429 || response.status === 503 ? pollFor(retryAfter > 0 ? retryAfter * 1000 : pollForMs) : backoff();
      }
      const parser = createParser({
        onEvent: ({ event, data }) => {
          if (event === 'ready') {
            ready = true;
            clearTimeout(readyTimer);
            failures = 0;
            options.onStatus('live');
            if (wasLive) options.onResync();
            wasLive = true;
          } else if (event === 'change') options.onChanges((JSON.parse(data) as { changes?: LiveChange[] }).changes ?? []);
          else if (event === 'resync') options.onResync();
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // A network failure or our own abort: handled below.
    } finally {
      clearTimeout(readyTimer);
    }
    if (stopped) return;
    if (!ready && aborted.signal.aborted) return pollFor(pollForMs);
    backoff();
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
