import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { type Id, toast } from 'react-toastify';
import { UPDATED_TOAST_AUTO_CLOSE } from '@/notifications/toastOptions.ts';
import { takeAnsweredEarly } from './firstPage.ts';

/**
 * "Fetching packages..." while the list first loads, turned into "Packages loaded" (closing after
 * 0.5 s); "Packages loaded" alone when its rows were there as it opened (firstPage.ts). On failure
 * the loading toast goes and react-admin's error notification (the server's message or the area's
 * fallback) takes its place.
 */
export function useListLoadingToast(resource: string, isPending: boolean, error: unknown) {
  const messages = `resources.${resource}.notifications`;
  const translate = useTranslate();
  // Rows asked for while the console's code loaded are there at once: said loaded all the same.
  useEffect(() => {
    if (takeAnsweredEarly(resource)) toast.success(translate(`${messages}.loaded`), { autoClose: UPDATED_TOAST_AUTO_CLOSE });
  }, [resource, messages, translate]);
  useLoadingToast(messages, isPending, error);
}

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
