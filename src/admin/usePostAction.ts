import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { newIdempotencyKey } from '@/dataProvider/idempotencyKey.ts';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { sentForApproval, useSentForApprovalText } from './sentForApproval.ts';

interface PostAction {
  body?: unknown;
  /** The message key said when the server gives none. */
  fallback: string;
  /** The message key of the success notice, and its values read from the answer's body. */
  done: string;
  doneArgs?(json: unknown): Record<string, unknown>;
}

/**
 * A consequential POST on a record (a freeze, a reversal): sent once under its own idempotency key,
 * announced (or, where the server made it an approval request instead, "Sent for approval"), then
 * every query read again. A failure throws the server's message for the dialog to show.
 */
export function usePostAction() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const sentText = useSentForApprovalText();
  return async (path: string, { body, fallback, done, doneArgs }: PostAction) => {
    const response = await dataProvider.request(path, { method: 'POST', ...(body !== undefined && { body }), idempotencyKey: newIdempotencyKey(), fallback });
    const sent = sentForApproval(response);
    notify(sent ? sentText(sent) : done, { type: sent ? 'info' : 'success', messageArgs: sent ? undefined : doneArgs?.(response.json) });
    refresh();
    return response;
  };
}
