import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { DEFAULT_THEME_MODE, DEFAULT_THEME_STORAGE_KEY, isThemeMode, type ThemeMode, ThemeModeContext } from './themeMode.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Light, dark or system, persisted as a raw string under a configurable localStorage
 * key (default `vite-ui-theme`, the landing page reads the same). Kept outside react-admin's
 * store, which sign-out wipes. No MUI here: it wraps the landing route too.
 */
export function ThemeModeProvider({
  children,
  storageKey = DEFAULT_THEME_STORAGE_KEY,
  defaultMode = DEFAULT_THEME_MODE,
}: {
  children: ReactNode;
  storageKey?: string;
  defaultMode?: ThemeMode;
}) {
  const [mode, setModeState] = useState<ThemeMode>(() => readMode(storageKey, defaultMode));
  const prefersDark = useSyncExternalStore(subscribeToDarkQuery, systemPrefersDark, () => false);
  const resolved = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;

  const setMode = useCallback(
    (next: ThemeMode) => {
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        // Storage can be blocked (private mode): the choice still holds for this visit.
      }
      setModeState(next);
    },
    [storageKey],
  );

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(resolved);
    root.style.colorScheme = resolved;
  }, [resolved]);

  const value = useMemo(() => ({ mode, resolved, storageKey, setMode }), [mode, resolved, storageKey, setMode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

function readMode(storageKey: string, fallback: ThemeMode): ThemeMode {
  const stored = localStorage.getItem(storageKey);
  return isThemeMode(stored) ? stored : fallback;
}

function subscribeToDarkQuery(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
