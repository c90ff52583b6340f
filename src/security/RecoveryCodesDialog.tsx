import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** The 10 recovery codes, shown this once: copy, download, then "I have saved them" (no other way out). */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const text = (codes ?? []).join('\n');
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    notify('app.security.recovery.copied', { type: 'success' });
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = translate('app.security.recovery.file_name');
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Dialog open={!!codes} aria-labelledby="recovery-codes-title" fullWidth maxWidth="xs">
      <DialogTitle id="recovery-codes-title">{translate('app.security.recovery.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.security.recovery.text')}</DialogContentText>
        <Box
          component="ol"
          data-value
          aria-label={translate('app.security.recovery.title')}
          sx={{ m: 0, pl: 4, columns: { xs: 1, sm: 2 }, fontFamily: 'monospace', fontSize: 16, '& li': { py: 0.25, whiteSpace: 'nowrap' } }}
        >
          {codes?.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void copy()}>{translate('app.security.recovery.copy')}</Button>
        <Button onClick={download}>{translate('app.security.recovery.download')}</Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.security.recovery.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
