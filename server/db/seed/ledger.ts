import type { Transaction } from '../schema/index.ts';
import { WALLET_FUNDING_SERVICE } from './catalog.ts';
import type { Random } from './random.ts';

type Status = Transaction['status'];
type Kind = Transaction['transactionType'];

/** A movement of a user's money before it is written: the ledger orders them and keeps balances true. */
export interface Entry {
  at: Date;
  type: Kind;
  service: string;
  amountKobo: number;
  status: Status;
  /** The amount is owed exactly (a task reward, a package price): never trimmed to fit the balance. */
  fixed?: boolean;
  /** A reference given by what caused the entry (a task reward's is its log's); else numbered. */
  reference?: string;
}

const MIN_SPEND_KOBO = 10_000; // ₦100
const REFERENCE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Numbers transactions across the whole seed, so references and transaction ids are unique. */
export class TransactionNumbers {
  private serial = 0;

  next(r: Random, at: Date) {
    const n = ++this.serial;
    const day = at.toISOString().slice(2, 10).replaceAll('-', '');
    return {
      transactionId: `TX${day}${String(n).padStart(8, '0')}`,
      reference: `RWD-${n.toString(36).toUpperCase().padStart(6, '0')}-${r.chars(4, REFERENCE_CHARS)}`,
    };
  }
}

/**
 * Writes one user's entries in time order. A successful debit never takes the balance below zero
 * (see `unaffordable`). Returns the rows and the final balance, which equals successful credits
 * minus successful debits by construction.
 */
export function postEntries(r: Random, numbers: TransactionNumbers, userId: string, entries: Entry[]) {
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  let balanceKobo = 0;
  const rows: Transaction[] = [];
  for (const entry of entries) {
    const affordable = entry.type === 'credit' || entry.status !== 'success' || entry.fixed || entry.amountKobo <= balanceKobo;
    const { type, service, amountKobo, status } = affordable ? entry : unaffordable(r, entry, balanceKobo);
    if (status === 'success') balanceKobo += type === 'credit' ? amountKobo : -amountKobo;
    const numbered = numbers.next(r, entry.at);
    rows.push({
      id: r.uuid(),
      userId,
      transactionId: numbered.transactionId,
      reference: entry.reference ?? numbered.reference,
      status,
      amountKobo,
      transactionType: type,
      transactionServices: service,
      reverses: null,
      createdAt: entry.at,
    });
  }
  return { rows, balanceKobo };
}

/** A debit bigger than the balance: it fails, or is trimmed to what the user has, or the user tops up instead. */
function unaffordable(r: Random, entry: Entry, balanceKobo: number): Entry {
  const roll = r.float();
  if (roll < 0.25) return { ...entry, status: 'failed' };
  if (roll < 0.6 && balanceKobo >= MIN_SPEND_KOBO) {
    return { ...entry, amountKobo: Math.max(MIN_SPEND_KOBO, Math.floor((balanceKobo * r.float()) / 5_000) * 5_000) };
  }
  return { ...entry, type: 'credit', service: WALLET_FUNDING_SERVICE, amountKobo: Math.ceil(entry.amountKobo / 100_000) * 100_000 };
}
