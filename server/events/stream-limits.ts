import { countedPlaces, type Release } from '../limits/shared-slots.ts';

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

/** The name the server's own count of streams goes by among the accounts' (no account id has a colon). */
const ALL_STREAMS = 'server:all';

/** Places of open streams, overall and per account: taken before a stream opens, given back when it closes. */
export function streamPlaces(limits: Pick<StreamLimits, 'maxStreams' | 'perAccount'>) {
  const places = countedPlaces();
  return {
    get open() {
      return places.heldBy(ALL_STREAMS);
    },
    /** A release function, or why not: the server is full, or the account holds its share. */
    take(accountId: string): Release | 'server' | 'account' {
      const server = places.take(ALL_STREAMS, limits.maxStreams);
      if (!server) return 'server';
      const account = places.take(accountId, limits.perAccount);
      if (!account) {
        server();
        return 'account';
      }
      return () => {
        account();
        server();
      };
    },
  };
}
