import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { newIdempotencyKey } from '@/dataProvider/idempotencyKey.ts';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';

interface PostAction {
  body?: unknown;
  /** The message key said when the server gives none. */
  fallback: string;
  /** The message key of the success notice. */
  done: string;
}

/**
 * A consequential POST on a record (a freeze, a reversal): sent once under its own idempotency key,
 * announced, then every query read again. A failure throws the server's message for the dialog to show.
 */
export function usePostAction() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (path: string, { body, fallback, done }: PostAction) => {
    await dataProvider.request(path, { method: 'POST', ...(body !== undefined && { body }), idempotencyKey: newIdempotencyKey(), fallback });
    notify(done, { type: 'success' });
    refresh();
  };
}
