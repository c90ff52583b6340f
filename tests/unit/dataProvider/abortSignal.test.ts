// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { liveProviders } from '../support/liveProviders.ts';

const live = liveProviders();
const page = (signal?: AbortSignal) =>
  live.dataProvider.getList('transactions', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { q: 'ade' },
    signal,
  });

describe("react-admin's abort signal", () => {
  it('is asked for, so a superseded page or search is cancelled', () => {
    expect(live.dataProvider.supportAbortSignal).toBe(true);
  });

  it('cancels a server page: the list fails with the abort, not a network error, and a fresh one still answers', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await page(controller.signal).then(
      () => expect.fail('expected the abort'),
      (e: Error) => e,
    );
    expect(error.name).toBe('AbortError');
    expect(error.message).not.toBe('app.error.network');
    expect((await page()).meta).toMatchObject({ serverPaged: true });
  });
});
