import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import type { CloseButtonProps } from 'react-toastify';
import { i18nProvider } from '@/i18n/i18nProvider.ts';

/** A toast's close button, named in the console's language. */
export function ToastCloseButton({ closeToast }: CloseButtonProps) {
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={i18nProvider.translate('app.toast.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
      sx={{ alignSelf: 'flex-start', p: 0.25, opacity: 0.7 }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
