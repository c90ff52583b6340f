import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, render, renderHook } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoadingToast } from '@/admin/useListLoadingToast.ts';
import { ConsoleToasts } from '@/notifications/ConsoleToasts.tsx';
import { TOAST_LIMIT } from '@/notifications/limitShownToasts.ts';

afterEach(() => act(() => toast.dismiss()));

/** The console's container, in its theme (its place depends on the screen's width). */
const renderToasts = () =>
  render(
    <ThemeProvider theme={createTheme()}>
      <ConsoleToasts theme="light" />
    </ThemeProvider>,
  );

/** The toasts on screen that are not on their way out. */
const shown = () => Array.from(document.querySelectorAll<HTMLElement>('.Toastify__toast[data-in="true"]')).map((toast) => toast.textContent);

/** jsdom runs no CSS animation: ends every toast's, so those closed leave the page. */
const endAnimations = () =>
  act(async () => {
    for (const element of document.querySelectorAll('.Toastify__toast')) element.dispatchEvent(new Event('animationend', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

describe('the console shows at most three toasts', () => {
  it('a new toast closes the oldest beyond the limit at once, instead of waiting behind them', async () => {
    renderToasts();
    await act(async () => ['one', 'two', 'three', 'four', 'five'].forEach((text) => toast(text, { autoClose: false })));
    expect(shown()).toEqual(['five', 'four', 'three']);
    expect(TOAST_LIMIT).toBe(3);
  });

  it('counts the toasts asked for before the container was there', async () => {
    ['one', 'two', 'three', 'four'].forEach((text) => toast(text, { autoClose: false }));
    renderToasts();
    await act(async () => {});
    expect(shown()).toEqual(['four', 'three', 'two']);
  });

  it('a loading toast opened beside three others still turns into "loaded" and closes', async () => {
    renderToasts();
    await act(async () => ['one', 'two', 'three'].forEach((text) => toast(text, { autoClose: false })));
    const { rerender } = renderHook(({ pending }) => useLoadingToast('resources.packages.notifications', pending, null), { initialProps: { pending: true } });
    expect(shown()).toContain('resources.packages.notifications.fetching');
    rerender({ pending: false });
    await endAnimations();
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(shown()).toContain('resources.packages.notifications.loaded');
    expect(document.querySelector('.Toastify__spinner')).toBeNull();
  });
});
