/** The console's theme setting (light, dark or system), shared by the landing page: same key, same raw values. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

/** Flips the page between light and dark and remembers the choice, as the console's toggle does. */
export function toggleTheme() {
  const root = document.documentElement;
  const dark = root.classList.contains('dark') || (!root.classList.contains('light') && prefersDark());
  const next = dark ? 'light' : 'dark';
  root.classList.remove('light', 'dark');
  root.classList.add(next);
  root.style.colorScheme = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage can be blocked (private mode): the theme still flips for this visit.
  }
}

const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;
