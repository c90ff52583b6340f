import { randomInt } from 'node:crypto';
import { couponBulk } from '../../entities/coupon-bulk.ts';
import type { ApiClient, ApiReply } from './api-client.ts';

export type ReviewAction = 'confirm' | 'reject';

/** One write the client sent: acknowledged once its 2xx answer arrived (the server had committed it). */
interface Attempt {
  key: string;
  path: string;
  body: object;
  expected: number;
  acked: boolean;
}
export interface BulkAttempt extends Attempt {
  prefix: string;
  quantity: number;
}
export interface ReviewAttempt extends Attempt {
  logId: string;
  action: ReviewAction;
}

export interface ApprovalAttempt extends Attempt {
  approvalId: string;
}

/** Every write of a crash test, acknowledged or not, and any answer that was neither 2xx nor a dropped connection. */
export interface WriteBook {
  bulks: BulkAttempt[];
  reviews: ReviewAttempt[];
  approvals: ApprovalAttempt[];
  unexpected: string[];
}

export const newWriteBook = (): WriteBook => ({ bulks: [], reviews: [], approvals: [], unexpected: [] });

/** Every attempt of the book, whatever its kind. */
export const attemptsOf = (book: WriteBook): Attempt[] => [...book.bulks, ...book.reviews, ...book.approvals];

/** Sends one attempt with its Idempotency-Key; a dropped connection (the server was killed) rejects. */
async function send(api: ApiClient, attempt: Attempt, book: WriteBook) {
  const reply: ApiReply = await api.send('POST', attempt.path, attempt.body, { 'idempotency-key': attempt.key });
  if (reply.status === attempt.expected) attempt.acked = true;
  else book.unexpected.push(`${attempt.path} ${attempt.key} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
}

/**
 * Keeps `workers` writes in flight (bulk coupon creates and reviews of the `pending` logs, half each;
 * the last worker approves the `approvals` requests while any are left) until `stop()`: call it
 * just before killing the server, then await `finished`.
 */
export function startWrites(
  api: ApiClient,
  book: WriteBook,
  options: { round: number; packageId: string; pending: string[]; approvals: string[]; workers?: number },
) {
  const workers = options.workers ?? 6;
  let stopped = false;
  let acks = 0;
  let n = 0;
  const bulk = (): BulkAttempt => {
    const prefix = `R${options.round}N${n++}`;
    // 10 coupons to as many as one request creates.
    const quantity = 10 + randomInt(couponBulk.bounds.maxQuantity - 9);
    const body = { quantity, expiryDate: '2031-01-01', packageId: options.packageId, codePrefix: prefix };
    const attempt = { key: `crash-${prefix}`, path: '/api/coupon/bulk-create', body, expected: 201, acked: false, prefix, quantity };
    book.bulks.push(attempt);
    return attempt;
  };
  const review = (logId: string): ReviewAttempt => {
    const action: ReviewAction = randomInt(4) ? 'confirm' : 'reject';
    const attempt = { key: `crash-review-${logId}`, path: '/api/tasks/review', body: { taskLogId: logId, action }, expected: 200, acked: false, logId, action };
    book.reviews.push(attempt);
    return attempt;
  };
  const approve = (approvalId: string): ApprovalAttempt => {
    const attempt = { key: `crash-approve-${approvalId}`, path: `/api/approvals/${approvalId}/approve`, body: {}, expected: 200, acked: false, approvalId };
    book.approvals.push(attempt);
    return attempt;
  };
  const worker = async (i: number) => {
    while (!stopped) {
      const approvalId = i === workers - 1 ? options.approvals.shift() : undefined;
      const logId = approvalId || i % 2 ? undefined : options.pending.shift();
      const attempt = approvalId ? approve(approvalId) : logId ? review(logId) : bulk();
      try {
        await send(api, attempt, book);
        if (attempt.acked) acks++;
      } catch {
        // the server died with this request in flight: its outcome is unknown
      }
    }
  };
  const finished = Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));
  return {
    acks: () => acks,
    stop: () => {
      stopped = true;
    },
    finished,
  };
}

/** A client retrying after the crash: the writes left unanswered, with the same keys, must now all succeed. */
export async function retryUnanswered(api: ApiClient, book: WriteBook) {
  const unanswered = attemptsOf(book).filter((a) => !a.acked);
  await Promise.all(unanswered.map((attempt) => send(api, attempt, book)));
  return unanswered.length;
}
