import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { consoleProviders } from './consoleProviders.ts';
import { startLiveServer, type LiveServer } from './liveServer.ts';
import { installMemoryStorage } from './memoryStorage.ts';

export interface LiveProviders {
  server: LiveServer;
  dataProvider: ConsoleDataProvider;
}

/**
 * One live server per file and, before each test, a signed-in session and fresh providers
 * (for node-environment tests of the data provider against the real API).
 */
export function liveProviders(): LiveProviders {
  const storage = installMemoryStorage();
  const live = {} as LiveProviders;
  beforeAll(async () => {
    live.server = await startLiveServer();
  });
  afterAll(() => live.server?.close());
  beforeEach(() => {
    storage.clear();
    storage.setItem('token', live.server.token);
    live.dataProvider = consoleProviders(live.server.apiUrl).dataProvider;
  });
  return live;
}
