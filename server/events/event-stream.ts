import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayDo } from '../../entities/access.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { ChangeNotice } from '../writes/change-notice.ts';
import type { StreamLimits } from './stream-limits.ts';

/** How long the browser waits before reconnecting after the stream ends (its own backoff may wait longer). */
const RETRY_MS = 3_000;

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Serves one server-sent events stream on a hijacked reply: `ready` at once (so a client behind a
 * buffering proxy, which never sees it, falls back to polling), then `change` batches holding only
 * what the admin's role may read, `resync` after changes may have been missed, a comment line as
 * heartbeat, and `end` when its time or session is over. Every way out closes it the same way.
 */
export function serveEventStream(request: FastifyRequest, reply: FastifyReply, feed: ChangeFeed, limits: StreamLimits, release: () => void) {
  const raw = reply.raw;
  const { admin, token } = request;
  const sessions = request.server.sessions;
  const timers: { life?: NodeJS.Timeout; beat?: NodeJS.Timeout } = {};
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearTimeout(timers.life);
    clearInterval(timers.beat);
    release();
    if (!raw.destroyed) raw.end();
  };
  const write = (text: string) => {
    if (closed) return;
    // A client that does not read fills the socket's buffer: past the limit it is cut, not waited for.
    if (raw.writableLength > limits.maxUnreadBytes) {
      request.log.info({ unread: raw.writableLength }, 'event stream cut: the client does not read');
      raw.destroy();
      return close();
    }
    raw.write(text);
  };
  const end = (reason: 'expired' | 'session' | 'shutdown') => {
    write(frame('end', { reason }));
    close();
  };
  const mayRead = (change: ChangeNotice) => mayDo(admin.role, change.resource, 'list');
  const unsubscribe = feed.subscribe({
    changes: (batch) => {
      // Each batch first checks the session (answered from memory): a signed-out or disabled account hears nothing more.
      void sessions.activeAdmin(token).then(
        (still) => {
          if (!still) return end('session');
          const changes = batch.filter(mayRead);
          if (changes.length) write(frame('change', { changes }));
        },
        () => {},
      );
    },
    resync: () => write(frame('resync', {})),
  });

  raw.on('close', close);
  raw.on('error', close);
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    // nginx and similar proxies pass the stream on as it comes instead of buffering it.
    'x-accel-buffering': 'no',
  });
  raw.socket?.setNoDelay(true);
  write(`retry: ${RETRY_MS}\n`);
  write(frame('ready', { heartbeatMs: limits.heartbeatMs, live: feed.listening }));
  const lifeMs = Math.max(0, Math.min(limits.maxLifeMs, token.expiresAt.getTime() - Date.now()));
  timers.life = setTimeout(() => end('expired'), lifeMs).unref();
  timers.beat = setInterval(() => write(': ping\n\n'), limits.heartbeatMs).unref();
  return { end };
}
