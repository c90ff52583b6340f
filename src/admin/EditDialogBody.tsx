import { Box, DialogActions, DialogContent, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DialogTextButton } from './DialogTextButton.tsx';
import { auditEntityOf } from '@entities/audit.ts';
import type { EntityDeclaration } from '@entities/types.ts';
import { useCan } from '@/authProvider/useCan.ts';
import { RecordHistory } from './RecordHistory.tsx';
import { VersionedEdit } from './versions/VersionedEdit.tsx';

/**
 * The edit form and, for a role that may read the activity log, the record's History beside it.
 * The form stays mounted behind the History tab, so switching keeps what was typed.
 */
export function EditDialogBody({ schema, id, onClose }: { schema: EntityDeclaration; id: string; onClose(): void }) {
  const translate = useTranslate();
  const auditEntity = auditEntityOf(schema.name);
  const canReadHistory = useCan('list', 'activity') && !!auditEntity;
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const form = <VersionedEdit schema={schema} id={id} onCancel={onClose} />;
  if (!canReadHistory) return form;
  return (
    <>
      <Tabs value={tab} onChange={(_, next) => setTab(next)} sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="details" label={translate('resources.activity.history.details_tab')} />
        <Tab value="history" label={translate('resources.activity.history.tab')} />
      </Tabs>
      <Box hidden={tab !== 'details'}>{form}</Box>
      {tab === 'history' && (
        <>
          <DialogContent>
            <RecordHistory entity={auditEntity!} entityId={id} />
          </DialogContent>
          <DialogActions>
            <DialogTextButton label="ra.action.close" onClick={onClose} />
          </DialogActions>
        </>
      )}
    </>
  );
}
