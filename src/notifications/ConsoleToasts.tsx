import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useLayoutEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { i18nProvider } from '@/i18n/i18nProvider.ts';
import { limitShownToasts } from './limitShownToasts.ts';
import { ToastCloseButton } from './ToastCloseButton.tsx';
import { PHONE_TOAST_CONTAINER, TOAST_CONTAINER } from './toastOptions.ts';

/** The console's one toast container: top-right (at the bottom on a phone), at most three shown. */
export function ConsoleToasts({ theme }: { theme: 'light' | 'dark' }) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  // Before the container's own effect: toasts asked for before it was there are shown then, and counted.
  useLayoutEffect(() => limitShownToasts(), []);
  return (
    <ToastContainer
      {...TOAST_CONTAINER}
      {...(phone && PHONE_TOAST_CONTAINER)}
      theme={theme}
      aria-label={i18nProvider.translate('app.toast.region')}
      closeButton={ToastCloseButton}
    />
  );
}
