import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The smallest PNG header, followed by `marker`: distinct markers make distinct screenshots. */
export const png = (marker: string) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(marker)]);

type Answer = { status?: number; type?: string; body?: Buffer; location?: string; hang?: boolean };

/**
 * A host serving screenshots for the flag job: `put(path, answer)` decides what a path answers
 * (bytes, a status, a redirect, or never answering); unknown paths are 404. `reads` counts requests by path.
 */
export async function startProofServer() {
  const answers = new Map<string, Answer>();
  const reads = new Map<string, number>();
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    reads.set(path, (reads.get(path) ?? 0) + 1);
    const answer = answers.get(path);
    if (!answer) return void response.writeHead(404).end();
    if (answer.hang) return void hanging.add(response);
    const headers: Record<string, string> = { 'content-type': answer.type ?? 'image/png' };
    if (answer.location) headers.location = answer.location;
    response.writeHead(answer.status ?? 200, headers).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    url: (path: string) => `http://${host}${path}`,
    put: (path: string, answer: Answer) => answers.set(path, answer),
    reads,
    close: () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
