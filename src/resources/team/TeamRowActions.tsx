import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, EditButton, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { ROLES } from '@entities/roles.ts';
import type { TeamChange } from './useTeamChange.ts';
import { serverHasMfa } from '@/http/session.ts';
import { MemberSessionsDialog } from './MemberSessionsDialog.tsx';

interface Asked {
  change: TeamChange;
  kind: 'role' | 'disable' | 'enable' | 'reset' | 'reset_mfa';
  role?: string;
}

/**
 * A team row's actions: Edit (the name), and a menu of the other roles, Disable or Enable and Reset
 * password, each confirmed first. The signed-in admin's own row offers no demotion or disabling
 * (the server refuses them too).
 */
export function TeamRowActions({ onChange, busy }: { onChange(id: string, change: TeamChange, name: string): void; busy: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  if (!record) return null;
  const name = String(record.name ?? record.email);
  const self = identity?.id === record.id;
  const ask = (next: Asked) => {
    setAnchor(null);
    setAsked(next);
  };
  const roleLabel = (role: string) => translate(`app.roles.${role}`);
  const items = [
    ...ROLES.filter((role) => role !== record.role && !(self && record.role === 'admin')).map((role) => (
      <MenuItem key={role} onClick={() => ask({ change: { role }, kind: 'role', role })}>
        {translate('resources.team.actions.role', { role: roleLabel(role) })}
      </MenuItem>
    )),
    record.disabled ? (
      <MenuItem key="enable" onClick={() => ask({ change: { disabled: false }, kind: 'enable' })}>
        {translate('resources.team.actions.enable')}
      </MenuItem>
    ) : (
      !self && (
        <MenuItem key="disable" onClick={() => ask({ change: { disabled: true }, kind: 'disable' })}>
          {translate('resources.team.actions.disable')}
        </MenuItem>
      )
    ),
    <MenuItem key="reset" onClick={() => ask({ change: 'reset-password', kind: 'reset' })}>
      {translate('resources.team.actions.reset_password')}
    </MenuItem>,
    // Our server's extension: where the member is signed in, and their two-factor sign-in.
    ...(serverHasMfa()
      ? [
          <MenuItem key="sessions" onClick={() => (setAnchor(null), setSessionsOpen(true))}>
            {translate('resources.team.actions.sessions')}
          </MenuItem>,
          !self && (
            <MenuItem key="reset-mfa" onClick={() => ask({ change: 'reset-mfa', kind: 'reset_mfa' })}>
              {translate('resources.team.actions.reset_mfa')}
            </MenuItem>
          ),
        ]
      : []),
  ];
  const args = { name, role: asked?.role ? roleLabel(asked.role) : '' };
  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap', alignItems: 'center' }} onClick={(event) => event.stopPropagation()}>
      <EditButton />
      <IconButton
        aria-label={translate('resources.team.actions.more', { name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {items}
      </Menu>
      <Confirm
        isOpen={!!asked}
        loading={busy}
        title={asked ? `resources.team.confirm.${asked.kind}_title` : ''}
        content={asked ? `resources.team.confirm.${asked.kind}_content` : ''}
        titleTranslateOptions={args}
        contentTranslateOptions={args}
        confirmColor={asked?.kind === 'disable' || asked?.kind === 'reset_mfa' ? 'warning' : 'primary'}
        onConfirm={() => {
          onChange(String(record.id), asked!.change, name);
          setAsked(null);
        }}
        onClose={() => setAsked(null)}
      />
      <MemberSessionsDialog open={sessionsOpen} id={String(record.id)} name={name} onClose={() => setSessionsOpen(false)} />
    </Stack>
  );
}
