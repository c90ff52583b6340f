import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useWorkWaiting } from '@/dashboard/useWorkWaiting.ts';
import { WORK_WAITING } from '@/dashboard/workWaiting.ts';
import { useFormats } from '@/i18n/formats.ts';
import { useScreenReadFirst } from './useScreenReadFirst.ts';

const IN_BELL = WORK_WAITING.filter((item) => item.inBell);

/**
 * The header's bell: how many things need attention (pending reviews, failed transactions today)
 * on its badge, and a menu listing each with its count, opening its filtered list.
 */
export function NotificationsButton() {
  const translate = useTranslate();
  const formatCount = useFormats().count;
  // The screen's own rows are read first: the bell asks once they have come.
  const counts = useWorkWaiting(IN_BELL, { enabled: useScreenReadFirst() });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const waiting = counts.filter((count) => count.total && !count.hidden);
  const total = waiting.filter((count) => !count.item.within).reduce((sum, count) => sum + (count.total ?? 0), 0);
  const label = translate('app.layout.notifications');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={total ? `${label} (${formatCount(total)})` : label}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* A dark red under white digits keeps 4.5:1 in both themes (the dark theme's error red is too light). */}
        <Badge badgeContent={total} max={999} sx={{ '& .MuiBadge-badge': { bgcolor: '#b3261e', color: '#ffffff' } }}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('app.bell.title') } }}>
        <ListSubheader sx={{ lineHeight: 2.5 }}>{translate('app.bell.title')}</ListSubheader>
        {waiting.length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">{translate('app.bell.nothing')}</Typography>
          </MenuItem>
        )}
        {waiting.map((count) => (
          <MenuItem key={count.item.id} component={Link} to={count.path} onClick={() => setAnchor(null)}>
            {translate('app.bell.count', {
              label: translate(`app.work.${count.item.id}.label`),
              count: translate(count.estimate ? 'app.work.about' : 'app.work.exact', { count: formatCount(count.total ?? 0) }),
            })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
