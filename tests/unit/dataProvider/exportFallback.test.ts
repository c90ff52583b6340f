// @vitest-environment node
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import coupon from '@entities/coupon.ts';
import { englishCatalogue } from '@/i18n/locales.ts';
import { listCsv } from '@/admin/listCsv.ts';
import { consoleProviders } from '../support/consoleProviders.ts';
import { importServerModule, startLiveServer, type LiveServer } from '../support/liveServer.ts';
import { installMemoryStorage } from '../support/memoryStorage.ts';

const storage = installMemoryStorage();
/** Both servers hold the same demo data: the same seed at the same moment. */
const NOW = new Date();

async function seededServer(overrides: Record<string, unknown> = {}) {
  const server = await startLiveServer(overrides);
  const { seedDemo } = await importServerModule<{ seedDemo(db: unknown, options: { scale: number; now: Date }): Promise<unknown> }>(
    'server/db/seed/seed-demo.ts',
  );
  await seedDemo(server.database.db, { scale: 0.2, now: NOW });
  return server;
}

/** English words from the console's catalogue, as the console's translate gives them. */
const words = (key: string) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], englishCatalogue);
  return typeof found === 'string' ? found : undefined;
};
const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

/**
 * Export CSV follows the list's search, filters and order whichever server answers: the server's
 * export when it pages, the console's own file from the whole list when it does not (the
 * production backend's export takes no parameters). Both files are the same.
 */
describe('an export that follows the view', () => {
  let whole: LiveServer;
  let paged: LiveServer;
  beforeAll(async () => {
    [whole, paged] = await Promise.all([seededServer({ lists: { paging: false } }), seededServer()]);
  });
  afterAll(() => Promise.all([whole?.close(), paged?.close()]));

  it('writes from the whole list exactly what the paging server exports for the same search and order', async () => {
    storage.setItem('token', whole.token);
    const { dataProvider } = consoleProviders(whole.apiUrl);
    // The list screen's first page finds out the server answers whole lists; the export then takes every matching row.
    const view = { sort: { field: 'code', order: 'DESC' as const }, filter: { q: 'gold' } };
    const first = await dataProvider.getList('coupon', { pagination: { page: 1, perPage: 50 }, ...view });
    expect(first.meta).toEqual({ serverPaged: false });
    const listed = await dataProvider.getList('coupon', { pagination: { page: 1, perPage: first.total! }, ...view });
    expect(listed.total).toBeGreaterThan(2);
    const here = parse(await listCsv(coupon, listed.data, words));

    const res = await fetch(`${paged.apiUrl}/coupon/export/export?q=gold&sort=code&order=desc&lang=en`, {
      headers: { authorization: `Bearer ${paged.token}` },
    });
    expect(res.status).toBe(200);
    const there = parse(await res.text());
    expect(here[0]).toEqual(['Code', 'Package', 'Status', 'Expiry Date', 'Date Created']);
    expect(here.slice(1).map((row) => row[0])).toEqual(there.slice(1).map((row) => row[0]));
    expect(here.slice(1).every((row) => row[0].toLowerCase().includes('gold'))).toBe(true);
    expect(here.slice(1).map((row) => row.slice(1, 3))).toEqual(there.slice(1).map((row) => row.slice(1, 3)));
  });
});
