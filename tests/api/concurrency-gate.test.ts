import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from '../../server/limits/concurrency-gate.ts';

describe('ConcurrencyGate', () => {
  it('hands a freed place to the waiter, not to a newcomer arriving at that moment', async () => {
    const gate = new ConcurrencyGate({ running: 1, queued: 5, maxWaitMs: 60_000 });
    const holder = await gate.enter();
    const waiter = gate.enter();
    holder!();
    const newcomer = gate.enter();
    expect(gate.running).toBe(1);
    expect(gate.waiting).toBe(1);
    (await waiter)!();
    (await newcomer)!();
    expect(gate.busy).toBe(false);
  });

  it('never lets more than `running` in under a crowd', async () => {
    const gate = new ConcurrencyGate({ running: 2, queued: 10, maxWaitMs: 60_000 });
    let inside = 0;
    let most = 0;
    const work = async (i: number) => {
      const release = await gate.enter();
      expect(release).not.toBeNull();
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setImmediate(resolve, i));
      inside -= 1;
      release!();
    };
    await Promise.all(Array.from({ length: 12 }, (_, i) => work(i)));
    expect(most).toBe(2);
    expect(gate.busy).toBe(false);
  });

  it('admits waiters in arrival order and refuses callers beyond the queue at once', async () => {
    const gate = new ConcurrencyGate({ running: 1, queued: 2, maxWaitMs: 60_000 });
    const first = await gate.enter();
    const order: number[] = [];
    const waiters = [1, 2].map((n) => gate.enter().then((release) => (order.push(n), release)));
    expect(await gate.enter()).toBeNull();
    first!();
    (await waiters[0])!();
    (await waiters[1])!();
    expect(order).toEqual([1, 2]);
    expect(gate.running).toBe(0);
  });

  it('refuses a waiter whose wait ran out, and forgets it', async () => {
    const gate = new ConcurrencyGate({ running: 1, queued: 1, maxWaitMs: 10 });
    const holder = await gate.enter();
    expect(await gate.enter()).toBeNull();
    expect(gate.waiting).toBe(0);
    holder!();
    holder!(); // a second release changes nothing
    expect(gate.running).toBe(0);
  });
});
