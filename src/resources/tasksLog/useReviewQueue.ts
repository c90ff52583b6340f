import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useRef, useState } from 'react';
import { type Identifier, type RaRecord, useDataProvider, useListContext, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { newIdempotencyKey } from '@/dataProvider/idempotencyKey.ts';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { reviewMany, type ReviewAction, type ReviewSummary, SUMMARY_ORDER } from './reviewRequests.ts';
import { TASK_LOG_COUNTS_KEY } from './useTaskLogCounts.ts';
import { dropReviewed } from './dropReviewed.ts';
import { sentForApproval, useSentForApprovalText } from '@/admin/sentForApproval.ts';

export interface AskedReview {
  action: ReviewAction;
  ids: Identifier[];
  /** The one row reviewed from its own buttons or keys (the single question, naming it). */
  record?: RaRecord;
}

const OUTCOME: Record<ReviewAction, string> = { confirm: 'confirmed', reject: 'rejected' };

/**
 * The review queue's one dialog and what its answer does: a single row through `POST /tasks/review`
 * (with the reason where the server has the review extensions), selected rows through the bulk
 * review (or one by one on the production backend). Then a toast says what happened (or that a
 * confirmation large enough went to another admin for approval instead), a row reviewed alone
 * leaves the pending list at once, the list and the counts reload (keeping the page), and
 * `onReviewed` moves the focus on.
 */
export function useReviewQueue({ reasons, onReviewed }: { reasons: boolean; onReviewed(left: boolean): void }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const sentText = useSentForApprovalText();
  const queryClient = useQueryClient();
  const resource = useResourceContext() ?? 'tasksLog';
  const busy = useRef(false);
  const [asked, setAsked] = useState<AskedReview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const summaryText = (summary: ReviewSummary) =>
    SUMMARY_ORDER.filter((outcome) => summary[outcome])
      .map((outcome) => translate(`resources.tasksLog.outcomes.${outcome}`, { smart_count: summary[outcome] }))
      .join(', ');

  async function answer(reason?: string, includeFlagged?: boolean) {
    if (!asked || busy.current) return;
    busy.current = true;
    const { action, ids, record } = asked;
    let left = false;
    try {
      if (record) {
        const body = { taskLogId: record.id, action, ...(reasons && reason && { reason }) };
        const response = await dataProvider.request('/tasks/review', {
          method: 'POST',
          body,
          idempotencyKey: newIdempotencyKey(),
          fallback: 'resources.tasksLog.review.failed',
        });
        const sent = sentForApproval(response);
        left = !sent;
        if (left) dropReviewed(queryClient, resource, record.id);
        notify(sent ? sentText(sent) : `resources.tasksLog.notifications.${OUTCOME[action]}`, { type: sent ? 'info' : 'success' });
      } else {
        const done = await reviewMany(dataProvider, ids, action, reason, includeFlagged);
        notify('sent' in done ? sentText(done.sent) : summaryText(done), { type: 'info' });
        onUnselectItems();
      }
      refresh();
      void queryClient.invalidateQueries({ queryKey: TASK_LOG_COUNTS_KEY });
      onReviewed(left);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      busy.current = false;
    }
  }

  return {
    asked,
    ask: (action: ReviewAction, ids: Identifier[], record?: RaRecord) => ids.length && setAsked({ action, ids, record }),
    answer,
    close: () => setAsked(null),
    failure,
    clearFailure: () => setFailure(null),
  };
}

export type ReviewQueue = ReturnType<typeof useReviewQueue>;

export const ReviewQueueContext = createContext<ReviewQueue | null>(null);

export function useReviewQueueContext(): ReviewQueue {
  const queue = useContext(ReviewQueueContext);
  if (!queue) throw new Error('useReviewQueueContext needs the task log tabs around it');
  return queue;
}
