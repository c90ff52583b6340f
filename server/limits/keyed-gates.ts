import { ConcurrencyGate, type GateLimits, type Release } from './concurrency-gate.ts';

/** One gate per key, dropped when nobody holds or awaits it. */
export function keyedGates(limits: GateLimits) {
  const gates = new Map<string, ConcurrencyGate>();
  const enter = async (key: string): Promise<Release | null> => {
    const gate = gates.get(key) ?? new ConcurrencyGate(limits);
    gates.set(key, gate);
    const release = await gate.enter();
    const forget = () => !gate.busy && gates.get(key) === gate && gates.delete(key);
    if (!release) forget();
    return release && (() => (release(), forget()));
  };
  const waiting = () => [...gates.values()].reduce((sum, gate) => sum + gate.waiting, 0);
  return { enter, waiting };
}
