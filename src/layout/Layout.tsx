import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar.tsx';
import { Menu } from './Menu.tsx';
import { usePhoneSidebar } from './usePhoneSidebar.ts';
import { EnrolPrompt } from '@/security/EnrolPrompt.tsx';
import { StepUpDialog } from '@/security/StepUpDialog.tsx';

/** The shell: fixed 60 px header, sidebar 240 px open / 70 px collapsed, overlay sidebar on phones. */
export function Layout({ children }: { children: ReactNode }) {
  usePhoneSidebar();
  return (
    <RaLayout appBar={AppBar} menu={Menu} appBarAlwaysOn sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      {children}
      <StepUpDialog />
      <EnrolPrompt />
    </RaLayout>
  );
}
