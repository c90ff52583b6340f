import { Box, ButtonBase } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { valueAt } from '@/dataProvider/listParams.ts';
import { Badge } from './Badge.tsx';
import type { CellProps } from './cells.tsx';
import { FlagCompareDialog } from './FlagCompareDialog.tsx';
import { useFlagWords, type FlagAnswer } from './flagWords.ts';

/** A user's freeze, when frozen: a "Frozen" badge whose title says why; nothing otherwise. */
export function FrozenCell({ source }: CellProps) {
  const translate = useTranslate();
  const frozen = valueAt(useRecordContext(), source) as { reason: string } | null | undefined;
  if (!frozen) return null;
  return (
    <Badge tone="error" title={translate('app.frozen.badge_title', { reason: frozen.reason })}>
      {translate('app.frozen.badge')}
    </Badge>
  );
}

/**
 * A submission's flags as short chips, each with its longer explanation as its title; a reuse chip
 * opens this submission and the one it copies side by side.
 */
export function FlagsCell({ source }: CellProps) {
  const words = useFlagWords();
  const record = useRecordContext();
  const [opened, setOpened] = useState<FlagAnswer>();
  const flags = valueAt(record, source) as FlagAnswer[] | undefined;
  if (!record || !flags?.length) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {flags.map((flag, i) =>
        flag._id ? (
          <ButtonBase key={i} onClick={(event) => (event.stopPropagation(), setOpened(flag))} title={words.explain(flag)} sx={{ borderRadius: 3 }}>
            <Badge tone="warning">{words.chip(flag)}</Badge>
          </ButtonBase>
        ) : (
          <Badge key={i} tone="warning" title={words.explain(flag)}>
            {words.chip(flag)}
          </Badge>
        ),
      )}
      {opened && <FlagCompareDialog record={record} flag={opened} onClose={() => setOpened(undefined)} />}
    </Box>
  );
}
