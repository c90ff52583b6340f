import http from 'node:http';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { until } from './until.ts';

/** One open `GET /api/events` stream, as a test reads it. */
export interface EventClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every frame received so far, in order (`data` parsed). */
  frames: { event: string; data: Record<string, unknown> }[];
  /** Comment lines (heartbeats) received so far. */
  comments: number;
  /** Whether the server ended the stream. */
  readonly ended: boolean;
  /** Waits until a frame matches, and answers it (fails after `timeoutMs`). */
  next(
    match: (frame: { event: string; data: Record<string, unknown> }) => boolean,
    timeout?: number,
  ): Promise<{ event: string; data: Record<string, unknown> }>;
  close(): void;
}

/** Opens the stream at `baseUrl` (`http://127.0.0.1:port`) with a token; answers once the status is known. */
export function openEvents(baseUrl: string, token: string | null): Promise<EventClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events`, { headers: token ? { authorization: `Bearer ${token}` } : {} }, (response) => {
      let ended = false;
      const client: EventClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        frames: [],
        comments: 0,
        get ended() {
          return ended;
        },
        async next(match, timeout = 30_000) {
          let found: EventClient['frames'][number] | undefined;
          await until(() => Boolean((found = client.frames.find(match))), 'an event frame', { timeout });
          return found!;
        },
        close: () => request.destroy(),
      };
      const parser = createParser({
        onEvent: (message: EventSourceMessage) => client.frames.push({ event: message.event ?? 'message', data: JSON.parse(message.data || '{}') }),
        onComment: () => (client.comments += 1),
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => parser.feed(chunk));
      response.on('end', () => (ended = true));
      response.on('close', () => (ended = true));
      resolve(client);
    });
    request.on('error', reject);
  });
}
