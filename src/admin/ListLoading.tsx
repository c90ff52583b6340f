import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The pending text, "Loading...", where the table will be. */
export function ListLoading() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="body2">{translate('app.list.loading')}</Typography>
    </Box>
  );
}
