import { createContext, useContext } from 'react';

/** The stored choice: raw strings under the storage key, shared with the landing page. */
export type ThemeMode = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const DEFAULT_THEME_STORAGE_KEY = 'vite-ui-theme';
export const DEFAULT_THEME_MODE: ThemeMode = 'system';

export interface ThemeModeState {
  mode: ThemeMode;
  /** `mode`, with "system" replaced by the operating system's current preference. */
  resolved: ResolvedTheme;
  storageKey: string;
  setMode(mode: ThemeMode): void;
}

export const ThemeModeContext = createContext<ThemeModeState | null>(null);

export function useThemeMode(): ThemeModeState {
  const state = useContext(ThemeModeContext);
  if (!state) throw new Error('useThemeMode needs a <ThemeModeProvider> above it');
  return state;
}

export const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark' || value === 'system';
