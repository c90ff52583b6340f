import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'error';

/** Text/background pairs that keep a 4.5:1 contrast in both themes (axe-core color-contrast). */
const tones: Record<BadgeTone, { light: [string, string]; dark: [string, string] }> = {
  success: { light: ['#1b5e20', '#e3f4e4'], dark: ['#c8e6c9', '#1e4620'] },
  warning: { light: ['#5c4a00', '#fff3b0'], dark: ['#fff3b0', '#4d3f00'] },
  error: { light: ['#8e1b13', '#fdecea'], dark: ['#ffcdd2', '#5f2120'] },
};

/** A small coloured pill: Paid/Unpaid, Active/Inactive, transaction and task-log statuses. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={(theme) => {
        const [color, bgcolor] = tones[tone][theme.palette.mode];
        return { color, bgcolor, px: 1, py: 0.25, borderRadius: 3, fontSize: 12, fontWeight: 600, whiteSpace: 'nowrap' };
      }}
    >
      {children}
    </Box>
  );
}

/** Status colours: success green, pending yellow, anything else red (a confirmed task log counts as success). */
export const statusTone = (status: unknown): BadgeTone =>
  status === 'success' || status === 'confirmed' ? 'success' : status === 'pending' ? 'warning' : 'error';
