import { describe, expect, it } from 'vitest';
import type { Admin } from '../../server/db/schema/index.ts';
import { ALIVE_WITHIN_MS, HEARTBEAT, SESSION_CACHE_MS, SessionCache } from '../../server/accounts/session-cache.ts';

const admin = (id: string) => ({ id, email: `${id}@test.ng` }) as Admin;

describe('the session cache', () => {
  const listening = () => {
    let now = 0;
    const cache = new SessionCache(() => now);
    cache.setListening(true);
    return { cache, advance: (ms: number) => (now += ms) };
  };

  it('answers a session checked at this version, for this admin, for a few seconds', () => {
    const { cache, advance } = listening();
    cache.keep(cache.begin(), 's1', admin('a1'), 3);
    expect(cache.get('s1', 'a1', 3)?.id).toBe('a1');
    expect(cache.get('s1', 'a1', 4)).toBeUndefined();
    expect(cache.get('s1', 'a2', 3)).toBeUndefined();
    advance(SESSION_CACHE_MS + 1);
    expect(cache.get('s1', 'a1', 3)).toBeUndefined();
  });

  it('forgets a revoked session, and every session of a changed admin', () => {
    const { cache } = listening();
    cache.keep(cache.begin(), 's1', admin('a1'), 1);
    cache.keep(cache.begin(), 's2', admin('a1'), 1);
    cache.keep(cache.begin(), 's3', admin('a2'), 1);
    cache.heard('session:s3');
    expect(cache.get('s3', 'a2', 1)).toBeUndefined();
    cache.heard('admin:a1');
    expect(cache.get('s1', 'a1', 1)).toBeUndefined();
    expect(cache.get('s2', 'a1', 1)).toBeUndefined();
  });

  it('does not keep a check that a change overtook, nor anything while not listening', () => {
    const { cache } = listening();
    const started = cache.begin();
    cache.heard('admin:a1');
    cache.keep(started, 's1', admin('a1'), 1);
    expect(cache.get('s1', 'a1', 1)).toBeUndefined();
    cache.keep(cache.begin(), 's1', admin('a1'), 1);
    cache.setListening(false);
    expect(cache.get('s1', 'a1', 1)).toBeUndefined();
    cache.keep(cache.begin(), 's1', admin('a1'), 1);
    expect(cache.get('s1', 'a1', 1)).toBeUndefined();
  });

  it('trusts nothing once the listener has heard nothing, heartbeat included, for ALIVE_WITHIN_MS', () => {
    const { cache, advance } = listening();
    cache.keep(cache.begin(), 's1', admin('a1'), 1);
    advance(ALIVE_WITHIN_MS - 1);
    cache.heard(HEARTBEAT);
    expect(cache.get('s1', 'a1', 1)?.id).toBe('a1');
    advance(ALIVE_WITHIN_MS + 1);
    expect(cache.trusting).toBe(false);
    expect(cache.get('s1', 'a1', 1)).toBeUndefined();
    cache.keep(cache.begin(), 's2', admin('a2'), 1);
    cache.heard(HEARTBEAT);
    expect(cache.trusting).toBe(true);
    expect(cache.get('s2', 'a2', 1)).toBeUndefined();
  });

  it('needs no heartbeat where notifications cannot be lost', () => {
    let now = 0;
    const cache = new SessionCache(() => now, Infinity);
    cache.setListening(true);
    cache.keep(cache.begin(), 's1', admin('a1'), 1);
    now += 60_000;
    expect(cache.trusting).toBe(true);
  });
});
