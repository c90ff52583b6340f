import NotificationsIcon from '@mui/icons-material/Notifications';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The header's notifications button: shown, with no behaviour yet. */
export function NotificationsButton() {
  const translate = useTranslate();
  return (
    <IconButton color="inherit" aria-label={translate('app.layout.notifications')}>
      <NotificationsIcon />
    </IconButton>
  );
}
