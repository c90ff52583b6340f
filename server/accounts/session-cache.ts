import type { Admin } from '../db/schema/index.ts';

/** How long a checked session is trusted without asking the database, should a change go unheard. */
export const SESSION_CACHE_MS = 5_000;
/** A listener that hears nothing (not even the heartbeat sent every second) for this long may be dead: nothing is trusted. */
export const ALIVE_WITHIN_MS = 3_000;
/** The heartbeat's payload: proves the listening connection still delivers, changes nothing. */
export const HEARTBEAT = 'alive';
const MAX_ENTRIES = 10_000;

interface Entry {
  admin: Admin;
  sessionVersion: number;
  checkedAt: number;
}

/**
 * Sessions recently found live, so that a signed-in request does not ask the database again. It
 * stays exact because every change that ends a session is heard: this process forgets what it
 * changes at once, and the database tells every process of every change at commit (migration
 * 0007: a revocation names its session, any change to an account names its admin). While nothing
 * listens (not started, or the connection lost) nothing is trusted, nor while the listener has
 * heard nothing for `aliveWithinMs` (a connection dropped silently by a NAT or firewall never says
 * so: the heartbeat is what proves it alive). A check that was running when a change arrived is not
 * kept (`generation`).
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private listening = false;
  private lastHeardAt = 0;

  /** `aliveWithinMs`: Infinity where notifications cannot be lost (one process holds the database). */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly aliveWithinMs = ALIVE_WITHIN_MS,
  ) {}

  /** Listening, and heard from recently enough to believe nothing was missed. */
  get trusting(): boolean {
    return this.listening && this.now() - this.lastHeardAt <= this.aliveWithinMs;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live admin of this session, if checked recently at this session version. */
  get(sessionId: string, adminId: string, sessionVersion: number): Admin | undefined {
    const entry = this.trusting ? this.entries.get(sessionId) : undefined;
    if (!entry || entry.admin.id !== adminId || entry.sessionVersion !== sessionVersion) return undefined;
    if (this.now() - entry.checkedAt > SESSION_CACHE_MS) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.admin;
  }

  /** The generation a check starts at; its result is kept only if no change came meanwhile. */
  begin(): number {
    return this.generation;
  }

  keep(startedAt: number, sessionId: string, admin: Admin, sessionVersion: number) {
    if (!this.trusting || startedAt !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { admin, sessionVersion, checkedAt: this.now() });
  }

  /** A change heard: `session:<id>` or `admin:<id>` (anything else but the heartbeat forgets everything). */
  heard(payload: string) {
    this.lastHeardAt = this.now();
    if (payload === HEARTBEAT) return;
    this.generation++;
    const [kind, id] = payload.split(':');
    if (kind === 'session') this.entries.delete(id);
    else if (kind === 'admin') {
      for (const [sessionId, entry] of this.entries) if (entry.admin.id === id) this.entries.delete(sessionId);
    } else this.entries.clear();
  }

  /** Listening (or not any more): either way, what was kept may have missed changes. */
  setListening(listening: boolean) {
    this.generation++;
    this.entries.clear();
    this.listening = listening;
    this.lastHeardAt = this.now();
  }
}
