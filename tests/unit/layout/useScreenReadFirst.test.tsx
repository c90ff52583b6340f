import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_READ_FIRST_MS, useScreenReadFirst } from '@/layout/useScreenReadFirst.ts';

afterEach(() => vi.useRealTimers());

const withClient =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

/** A read the test answers by hand. */
function heldRead(client: QueryClient) {
  let answer!: (rows: string[]) => void;
  const read = client.fetchQuery({ queryKey: ['packages', 'getList'], queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)) });
  return { answer: async () => (answer(['a']), await read) };
}

describe('useScreenReadFirst', () => {
  it("is false while the screen's reads run, and true for good once they have answered", async () => {
    const client = new QueryClient();
    const first = heldRead(client);
    const { result } = renderHook(useScreenReadFirst, { wrapper: withClient(client) });
    expect(result.current).toBe(false);
    await act(first.answer);
    await waitFor(() => expect(result.current).toBe(true));
    const later = heldRead(client);
    await act(async () => {});
    expect(result.current).toBe(true);
    await act(later.answer);
  });

  it('turns true after its time limit on a screen that reads nothing, or whose read never ends', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    heldRead(client);
    const { result } = renderHook(useScreenReadFirst, { wrapper: withClient(client) });
    await act(async () => vi.advanceTimersByTime(SCREEN_READ_FIRST_MS - 1));
    expect(result.current).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
