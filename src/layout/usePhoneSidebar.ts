import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';

/**
 * Under 768 px (the theme's `sm`) the sidebar starts collapsed, even when a desktop session left
 * it open in react-admin's store, and a mousedown anywhere outside the open overlay closes it
 * (on mousedown, not click, so the backdrop's own click handling is not enough).
 */
export function usePhoneSidebar() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useSidebarState();

  useEffect(() => {
    if (isPhone) setOpen(false);
  }, [isPhone, setOpen]);

  useEffect(() => {
    if (!isPhone || !open) return;
    const closeOnOutsideMouseDown = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('.MuiDrawer-paper, .RaAppBar-menuButton')) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideMouseDown);
    return () => document.removeEventListener('mousedown', closeOnOutsideMouseDown);
  }, [isPhone, open, setOpen]);
}
