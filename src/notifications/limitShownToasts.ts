import { type Id, toast } from 'react-toastify';

/** The most toasts shown at once. */
export const TOAST_LIMIT = 3;

/**
 * Keeps at most `limit` toasts shown: a new one closes the oldest beyond the limit at once. The
 * container's own `limit` queues the newest instead, and a queued toast can be neither updated nor
 * dismissed: a loading toast queued behind three others would spin for good once shown. Returns
 * the unsubscribe.
 */
export function limitShownToasts(limit = TOAST_LIMIT): () => void {
  const shown: Id[] = [];
  return toast.onChange(({ id, status }) => {
    const at = shown.indexOf(id);
    if (status === 'removed') {
      if (at >= 0) shown.splice(at, 1);
      return;
    }
    if (status !== 'added' || at >= 0) return;
    shown.push(id);
    while (shown.length > limit) toast.dismiss(shown.shift());
  });
}
