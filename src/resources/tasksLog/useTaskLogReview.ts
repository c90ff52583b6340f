import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type Identifier, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { newIdempotencyKey } from '@/dataProvider/idempotencyKey.ts';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';

export type ReviewAction = 'confirm' | 'reject';

const OUTCOME: Record<ReviewAction, string> = { confirm: 'confirmed', reject: 'rejected' };

/**
 * POST /tasks/review for one task log, then the lists reload (the log leaves the pending
 * tab, the user's credit appears under Transactions). A row is reviewed at most once from here: a
 * second click while the first is on its way, or after it succeeded, does nothing; each click
 * sends its own Idempotency-Key so a retried request cannot credit twice. A failure is kept for
 * the error dialog: the server's message, else "Action failed".
 */
export function useTaskLogReview(taskLogId: Identifier | undefined) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (action: ReviewAction) =>
      dataProvider.request('/tasks/review', {
        method: 'POST',
        body: { taskLogId, action },
        idempotencyKey: newIdempotencyKey(),
        fallback: 'resources.tasksLog.review.failed',
      }),
    onSuccess: (_, action) => {
      notify(`resources.tasksLog.notifications.${OUTCOME[action]}`, { type: 'success' });
      refresh();
    },
    onError: (error: Error) => {
      inFlight.current = false;
      setFailure(error.message);
    },
  });

  const review = (action: ReviewAction) => {
    if (inFlight.current || taskLogId === undefined) return;
    inFlight.current = true;
    mutation.mutate(action);
  };
  const busy = mutation.isPending || mutation.isSuccess;
  return { review, busy, failure, clearFailure: () => setFailure(null) };
}
