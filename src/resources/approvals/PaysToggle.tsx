import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useExpanded, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ApprovalDetails } from './ApprovalDetails.tsx';

/**
 * "What it pays", a button that keyboards and screen readers reach (react-admin's own expand
 * chevron is hidden from both): in the table it opens the row's panel; on a phone's card, the
 * details under the card.
 */
export function PaysToggle({ inline = false }: { inline?: boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'approvals';
  const translate = useTranslate();
  const [panelOpen, togglePanel] = useExpanded(resource, record?.id ?? '');
  const [cardOpen, setCardOpen] = useState(false);
  if (!record) return null;
  const open = inline ? cardOpen : panelOpen;
  return (
    <>
      <Button
        size="small"
        aria-expanded={open}
        onClick={inline ? () => setCardOpen(!cardOpen) : togglePanel}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
      >
        {translate('resources.approvals.details.title')}
      </Button>
      {inline && open && (
        <Box sx={{ flexBasis: '100%' }}>
          <ApprovalDetails />
        </Box>
      )}
    </>
  );
}
