import type { CSSObject, Theme } from '@mui/material';
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

/** The badges' rules, for the console's global styles: one class and a rule per tone in the theme's mode. */
export const badgeStyles = (theme: Theme): CSSObject => ({
  '.cell-badge': {
    padding: theme.spacing(0.25, 1),
    borderRadius: Number(theme.shape.borderRadius) * 3,
    fontSize: 12,
    fontWeight: 600,
    whiteSpace: 'nowrap',
  },
  ...Object.fromEntries(
    Object.entries(tones).map(([tone, modes]) => {
      const [color, backgroundColor] = modes[theme.palette.mode];
      return [`.cell-badge[data-tone="${tone}"]`, { color, backgroundColor }];
    }),
  ),
});

/**
 * A small coloured pill: Paid/Unpaid, Active/Inactive, a choice's value in its declared tone. A
 * plain element styled by class: a page of rows holds dozens.
 */
export function Badge({ tone, children, title }: { tone: Tone; children: ReactNode; title?: string }) {
  return (
    <span className="cell-badge" data-tone={tone} title={title}>
      {children}
    </span>
  );
}
