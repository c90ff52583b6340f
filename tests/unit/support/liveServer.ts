/// <reference types="node" />
import type { AddressInfo } from 'node:net';

interface InProcessApp {
  app: {
    listen(options: { port: number; host: string }): Promise<string>;
    server: { address(): unknown; on(event: 'request', listener: (request: { method?: string; url?: string }) => void): void };
  };
  database: { db: unknown };
  token: string;
  close(): Promise<void>;
}

export interface LiveServer extends InProcessApp {
  /** `http://127.0.0.1:<port>/api`, what the console's providers are given. */
  apiUrl: string;
  /** HTTP requests the server received, as "METHOD /path?query". */
  requests: string[];
  /** The admin the server was created with. */
  admin: { email: string; password: string };
  /** The secret signing its tokens (to forge an aging token of a real session). */
  jwtSecret: string;
}

/**
 * Server modules are imported by a computed path so that the console's TypeScript project (browser
 * types only) does not compile the server; the server's own project type-checks them.
 */
export const importServerModule = <T>(pathFromRepoRoot: string): Promise<T> => import(/* @vite-ignore */ `../../../${pathFromRepoRoot}`);

/**
 * The real server, in-process on an in-memory PGlite, listening on an ephemeral port so the
 * console's providers reach it through real `fetch` (rule 4: never mocked HTTP). `overrides` change
 * its AppConfig (e.g. `{ lists: { paging: false } }`: a server answering whole lists, as production).
 */
export async function startLiveServer(overrides: Record<string, unknown> = {}): Promise<LiveServer> {
  const { startTestApp, TEST_ADMIN, testConfig } = await importServerModule<{
    startTestApp(driver: 'pglite', overrides: Record<string, unknown>): Promise<InProcessApp>;
    TEST_ADMIN: LiveServer['admin'];
    testConfig(): { jwtSecret: string };
  }>('tests/helpers/test-app.ts');
  const t = await startTestApp('pglite', overrides);
  const requests: string[] = [];
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.app.server.on('request', (request) => requests.push(`${request.method} ${request.url}`));
  const { port } = t.app.server.address() as AddressInfo;
  return Object.assign(t, { apiUrl: `http://127.0.0.1:${port}/api`, requests, admin: TEST_ADMIN, jwtSecret: testConfig().jwtSecret });
}
