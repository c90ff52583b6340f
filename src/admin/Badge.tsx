import { Box } from '@mui/material';
import type { ReactNode } from 'react';

import type { Tone } from '@entities/types.ts';

/** Text/background pairs that keep a 4.5:1 contrast in both themes (axe-core color-contrast). */
const tones: Record<Tone, { light: [string, string]; dark: [string, string] }> = {
  success: { light: ['#1b5e20', '#e3f4e4'], dark: ['#c8e6c9', '#1e4620'] },
  warning: { light: ['#5c4a00', '#fff3b0'], dark: ['#fff3b0', '#4d3f00'] },
  error: { light: ['#8e1b13', '#fdecea'], dark: ['#ffcdd2', '#5f2120'] },
  info: { light: ['#0b4f8a', '#e3f0fb'], dark: ['#cfe6fb', '#123a5c'] },
  neutral: { light: ['#37474f', '#eceff1'], dark: ['#eceff1', '#37474f'] },
};

/** A small coloured pill: Paid/Unpaid, Active/Inactive, a choice's value in its declared tone. */
export function Badge({ tone, children, title }: { tone: Tone; children: ReactNode; title?: string }) {
  return (
    <Box
      component="span"
      data-tone={tone}
      title={title}
      sx={(theme) => {
        const [color, bgcolor] = tones[tone][theme.palette.mode];
        return { color, bgcolor, px: 1, py: 0.25, borderRadius: 3, fontSize: 12, fontWeight: 600, whiteSpace: 'nowrap' };
      }}
    >
      {children}
    </Box>
  );
}
