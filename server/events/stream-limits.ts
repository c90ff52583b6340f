/** What the change streams may hold, so that many or misbehaving clients cost a bounded amount. */
export interface StreamLimits {
  /** Streams open at once in one process; beyond it, 503 with Retry-After (the console then polls). */
  maxStreams: number;
  /** Streams of one account open at once in one process (tabs of several browsers); beyond it, 429. */
  perAccount: number;
  /** A comment line this often keeps proxies from closing a quiet stream and finds dead clients. */
  heartbeatMs: number;
  /** The longest a stream stays open (its token's end comes first when sooner); the client reconnects. */
  maxLifeMs: number;
  /** A client that leaves this much unread is cut (a client that never reads costs no more). */
  maxUnreadBytes: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  maxStreams: 2_000,
  perAccount: 10,
  heartbeatMs: 20_000,
  maxLifeMs: 30 * 60_000,
  maxUnreadBytes: 256 * 1024,
};

/** Places of open streams, overall and per account: taken before a stream opens, given back when it closes. */
export function streamPlaces(limits: Pick<StreamLimits, 'maxStreams' | 'perAccount'>) {
  let open = 0;
  const byAccount = new Map<string, number>();
  return {
    get open() {
      return open;
    },
    /** A release function, or why not: the server is full, or the account holds its share. */
    take(accountId: string): (() => void) | 'server' | 'account' {
      if (open >= limits.maxStreams) return 'server';
      const held = byAccount.get(accountId) ?? 0;
      if (held >= limits.perAccount) return 'account';
      open += 1;
      byAccount.set(accountId, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open -= 1;
        const left = (byAccount.get(accountId) ?? 1) - 1;
        if (left > 0) byAccount.set(accountId, left);
        else byAccount.delete(accountId);
      };
    },
  };
}
