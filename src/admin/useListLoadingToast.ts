import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { type Id, toast } from 'react-toastify';
import { UPDATED_TOAST_AUTO_CLOSE } from '@/notifications/toastOptions.ts';

/**
 * "Fetching packages..." while the list first loads, turned into "Packages loaded"
 * (closing after 0.5 s). On failure the loading toast goes and react-admin's error notification
 * (the server's message or the area's fallback) takes its place.
 */
export const useListLoadingToast = (resource: string, isPending: boolean, error: unknown) =>
  useLoadingToast(`resources.${resource}.notifications`, isPending, error);

/** The same for any screen: `<messages>.fetching` while pending, then `<messages>.loaded`; dismissed on failure. */
export function useLoadingToast(messages: string, isPending: boolean, error: unknown) {
  const translate = useTranslate();
  const toastId = useRef<Id | null>(null);

  useEffect(() => {
    if (isPending) {
      toastId.current ??= toast.loading(translate(`${messages}.fetching`));
      return;
    }
    const id = toastId.current;
    if (id === null) return;
    toastId.current = null;
    if (error) {
      toast.dismiss(id);
      return;
    }
    toast.update(id, {
      render: translate(`${messages}.loaded`),
      type: 'success',
      isLoading: false,
      autoClose: UPDATED_TOAST_AUTO_CLOSE,
    });
  }, [isPending, error, messages, translate]);

  useEffect(
    () => () => {
      if (toastId.current !== null) toast.dismiss(toastId.current);
    },
    [],
  );
}
