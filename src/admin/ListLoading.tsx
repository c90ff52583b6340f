import { Box, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
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

/**
 * The table while another page, sort or search loads: the rows still on screen belong to the
 * previous one, so they are dimmed, cannot be clicked, lose their numbers (RowNumber), and a bar
 * with "Loading..." says why.
 */
export function LoadingOver({ loading, children }: { loading: boolean; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box aria-busy={loading} sx={{ position: 'relative' }}>
      {loading && (
        <Box role="status" sx={{ position: 'absolute', inset: '0 0 auto 0', zIndex: 2, textAlign: 'center' }}>
          <LinearProgress aria-hidden />
          <Typography
            variant="body2"
            component="span"
            sx={{ display: 'inline-block', mt: 1, px: 1.5, py: 0.5, borderRadius: 1, bgcolor: 'background.paper', boxShadow: 1 }}
          >
            {translate('app.list.loading')}
          </Typography>
        </Box>
      )}
      <Box inert={loading || undefined} sx={loading ? { opacity: 0.35, transition: 'opacity 150ms' } : undefined}>
        {children}
      </Box>
    </Box>
  );
}
