import { HttpError, type Identifier } from 'react-admin';
import { newIdempotencyKey } from '@/dataProvider/idempotencyKey.ts';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import type { ReviewAction } from '@entities/task-review.ts';
import { sentForApproval, type SentForApproval } from '@/admin/sentForApproval.ts';

export type { ReviewAction };
export type ReviewOutcome =
  | 'confirmed'
  | 'rejected'
  | 'already_reviewed'
  | 'not_found'
  | 'cannot_confirm'
  | 'flagged'
  | 'unchecked'
  | 'frozen'
  | 'awaiting_approval'
  | 'claimed'
  | 'failed';
export type ReviewSummary = Partial<Record<ReviewOutcome, number>>;

const FALLBACK = 'resources.tasksLog.review.failed';
const DONE: Record<ReviewAction, ReviewOutcome> = { confirm: 'confirmed', reject: 'rejected' };

const summarize = (outcomes: ReviewOutcome[]): ReviewSummary =>
  outcomes.reduce<ReviewSummary>((summary, outcome) => ({ ...summary, [outcome]: (summary[outcome] ?? 0) + 1 }), {});

/**
 * Reviews several logs: one `POST /tasks/review/bulk` (each log once, whoever else reviews it), or,
 * on a server without it (the production backend answers 404), one `POST /tasks/review` per log as
 * its contract has it (without the reason, which that contract does not take). A bulk confirmation
 * leaves flagged logs out (`flagged`) unless `includeFlagged`; one crediting APPROVAL_NAIRA or more
 * becomes an approval request (`sent`). Each request carries
 * its own Idempotency-Key, so a retried one cannot credit twice.
 */
export async function reviewMany(
  dataProvider: ConsoleDataProvider,
  ids: Identifier[],
  action: ReviewAction,
  reason?: string,
  includeFlagged = false,
): Promise<ReviewSummary | { sent: SentForApproval }> {
  try {
    const answer = await dataProvider.request('/tasks/review/bulk', {
      method: 'POST',
      body: { taskLogIds: ids, action, ...(reason && { reason }), ...(includeFlagged && { includeFlagged }) },
      idempotencyKey: newIdempotencyKey(),
      fallback: FALLBACK,
    });
    const sent = sentForApproval(answer);
    if (sent) return { sent };
    return summarize((answer.json as { data: { results: { outcome: ReviewOutcome }[] } }).data.results.map((r) => r.outcome));
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 404)) throw error;
  }
  const outcomes: ReviewOutcome[] = [];
  for (const taskLogId of ids) outcomes.push(await reviewOneOf(dataProvider, taskLogId, action));
  return summarize(outcomes);
}

async function reviewOneOf(dataProvider: ConsoleDataProvider, taskLogId: Identifier, action: ReviewAction): Promise<ReviewOutcome> {
  try {
    await dataProvider.request('/tasks/review', { method: 'POST', body: { taskLogId, action }, idempotencyKey: newIdempotencyKey(), fallback: FALLBACK });
    return DONE[action];
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return 'already_reviewed';
    if (error instanceof HttpError && error.status === 404) return 'not_found';
    return 'failed';
  }
}

/** The summary's parts in a fixed order, for "3 confirmed, 1 already reviewed". */
export const SUMMARY_ORDER: ReviewOutcome[] = [
  'confirmed',
  'rejected',
  'flagged',
  'unchecked',
  'frozen',
  'awaiting_approval',
  'claimed',
  'already_reviewed',
  'not_found',
  'cannot_confirm',
  'failed',
];
