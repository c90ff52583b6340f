import type { BrowserContext } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { mayDo } from '../../entities/access.ts';
import { entities } from '../../entities/index.ts';
import type { EntityDeclaration } from '../../entities/types.ts';
import { consoleSuite, signedInPage } from './console-support.ts';
import { listPage, openList } from './pages/list-page.ts';

/**
 * A generic list's first page is asked for while the console's code loads (src/admin/firstPage.ts),
 * under the very query react-admin's list reads: one request, never two, whatever the list, and
 * never in place of what the address or the admin's stored choices ask for.
 */
const s = consoleSuite();
beforeEach(async () => {
  await s.open();
});

/** Every list the e2e admin may open; those without a screen of their own are asked for early. */
const lists = entities.filter((schema) => mayDo('admin', schema.name, 'list'));
/** Generic lists (asked for early), whatever the others do. */
const EARLY = ['transactions', 'users', 'packages', 'withdrawals'];

/** The list's own reads (no filter: the header's counts filter the same path), each as its `sort` and `range`. */
function firstPageReads(context: BrowserContext, schema: EntityDeclaration) {
  const reads: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== `/api${schema.api.list}` || (url.searchParams.get('filter') ?? '{}') !== '{}') return;
    reads.push(`${url.searchParams.get('sort')} ${url.searchParams.get('range')}`);
  });
  return reads;
}

describe('the first page of a list', () => {
  it('is asked for once by every list, the early ones included', async () => {
    for (const schema of lists) {
      const context = await s.browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const reads = firstPageReads(context, schema);
        const page = await signedInPage(context, s.baseUrl, s.token, `/dashboard/${schema.name}`);
        await listPage(page, schema.name).ready();
        // A screen of its own may first ask for a filtered page (its tab): then no unfiltered one at all.
        const expected = EARLY.includes(schema.name) ? [1] : [0, 1];
        expect({ list: schema.name, reads: expected.includes(reads.length) ? 'as expected' : reads }).toEqual({ list: schema.name, reads: 'as expected' });
      } finally {
        await context.close();
      }
    }
  });

  it("follows the admin's stored order, and then asks once, in that order", async () => {
    const list = await openList(s, 'transactions');
    const byDate = await list.column('Reference');
    const reads = firstPageReads(
      s.context!,
      entities.find((schema) => schema.name === 'transactions')!,
    );
    await list.page.getByRole('button', { name: 'Amount' }).click();
    await expect.poll(() => reads.at(-1) ?? '').toMatch(/^\["amount","ASC"\]/);
    await expect.poll(() => list.column('Reference')).not.toEqual(byDate);
    const byAmount = await list.column('Reference');
    reads.length = 0;
    await list.page.goto(`${s.baseUrl}/dashboard/transactions`);
    await list.ready();
    await expect.poll(() => list.column('Reference')).toEqual(byAmount);
    expect(reads).toEqual([expect.stringMatching(/^\["amount","ASC"\]/)]);
  });

  it('signs the admin out when it is refused (401), as any other read does', async () => {
    await s.context!.route(
      (url) => url.pathname === '/api/admin/transactions/' && (url.searchParams.get('filter') ?? '{}') === '{}',
      (route) => route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Session expired' }) }),
    );
    const page = await signedInPage(s.context!, s.baseUrl, s.token, '/dashboard/transactions');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });
});
