import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, ButtonBase, IconButton, Paper, Popper, Stack, Tooltip } from '@mui/material';
import { createContext, useContext, useState } from 'react';
import { type Identifier, useRecordContext, useTranslate } from 'react-admin';
import { isHttpUrl } from '@/admin/cells.tsx';

/** Which row's screenshot is shown large (one at a time), toggled by a click or the space key. */
export const ProofPreviewContext = createContext<{ openId?: Identifier; toggle(id: Identifier): void }>({ toggle: () => {} });

export function useProofPreview() {
  const [openId, setOpenId] = useState<Identifier>();
  return { openId, toggle: (id: Identifier) => setOpenId((open) => (open === id ? undefined : id)) };
}

/**
 * A submission's proof: a thumbnail of the screenshot, shown large beside it on a click (or the
 * space key on its row) without moving the table, and the link to the user's post (a new tab, no
 * referrer). A screenshot that does not load says so.
 */
export function ProofCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { openId, toggle } = useContext(ProofPreviewContext);
  const [broken, setBroken] = useState(false);
  const [thumbnail, setThumbnail] = useState<HTMLElement | null>(null);
  if (!record) return null;
  const large = openId === record.id && !broken;
  const openPost = translate('resources.tasksLog.proof.open');
  const link = isHttpUrl(record.proofUrl) && (
    <Tooltip title={openPost}>
      <IconButton component="a" href={record.proofUrl.trim()} target="_blank" rel="noopener noreferrer" size="small" aria-label={openPost}>
        <OpenInNewIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  const image = (width: number, height: number | 'auto') => (
    <Box
      component="img"
      src={record.proofImageUrl.trim()}
      alt={translate('resources.tasksLog.fields.proofImageUrl')}
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      sx={{ display: 'block', width, height, objectFit: 'cover', objectPosition: 'top' }}
    />
  );
  const picture = !isHttpUrl(record.proofImageUrl) ? null : broken ? (
    <Tooltip title={translate('resources.tasksLog.proof.broken')}>
      <BrokenImageIcon color="disabled" titleAccess={translate('resources.tasksLog.proof.broken')} />
    </Tooltip>
  ) : (
    <ButtonBase
      ref={setThumbnail}
      onClick={() => toggle(record.id)}
      aria-label={translate(large ? 'resources.tasksLog.proof.shrink' : 'resources.tasksLog.proof.enlarge')}
      aria-expanded={large}
      sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', flexShrink: 0 }}
    >
      {image(32, 48)}
    </ButtonBase>
  );
  if (!link && !picture) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {picture}
      {link}
      <Popper open={large && thumbnail !== null} anchorEl={thumbnail} placement="left" sx={{ zIndex: 'modal' }}>
        <Paper elevation={8} onClick={() => toggle(record.id)} sx={{ overflow: 'hidden', cursor: 'zoom-out' }}>
          {image(260, 'auto')}
        </Paper>
      </Popper>
    </Stack>
  );
}
