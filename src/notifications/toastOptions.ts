import type { ToastContainerProps } from 'react-toastify';

/** Toasts: top-right, auto-close after 1 s; no timer bar (its label cannot be translated). At most three are shown: limitShownToasts.ts. */
export const TOAST_CONTAINER: ToastContainerProps = { position: 'top-right', autoClose: 1000, newestOnTop: true, hideProgressBar: true };

/** A loading toast turned into success closes after 0.5 s. */
export const UPDATED_TOAST_AUTO_CLOSE = 500;

/**
 * On a phone a top toast covers the app bar's buttons: toasts go to the bottom instead, above the
 * floating Add button (56 px and its 16 px margin), no wider than the space beside nothing.
 */
export const PHONE_TOAST_CONTAINER: ToastContainerProps = {
  position: 'bottom-center',
  style: { bottom: 136, left: 16, right: 16, width: 'auto', padding: 0 },
};
