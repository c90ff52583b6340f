import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_CLOSED_WIDTH = 70;
export const HEADER_HEIGHT = 60;
/** Below this width the console uses its phone layout: the sidebar is an overlay. */
export const PHONE_BREAKPOINT = 768;

/**
 * What both themes share: sidebar 240/70, a 60 px header, and `sm` moved to 768 px so that
 * react-admin's own phone switch (temporary drawer with a backdrop) happens at the phone breakpoint.
 * `md`/`lg` sit at the widths the tables are laid out for (959, 1280).
 */
const shared: RaThemeOptions = {
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  breakpoints: { values: { xs: 0, sm: PHONE_BREAKPOINT, md: 960, lg: 1280, xl: 1536 } },
  components: {
    RaAppBar: {
      styleOverrides: {
        root: { '& .RaAppBar-toolbar, & .RaAppBar-toolbar.MuiToolbar-root': { minHeight: HEADER_HEIGHT, height: HEADER_HEIGHT } },
      },
    },
    RaLayout: { styleOverrides: { root: { '& .RaLayout-appFrame': { marginTop: HEADER_HEIGHT } } } },
    RaSidebar: { styleOverrides: { root: { '& .RaSidebar-fixed': { height: `calc(100vh - ${HEADER_HEIGHT}px)` } } } },
    // A menu entry longer than the sidebar (another language's words) wraps instead of being cut.
    RaMenuItemLink: { styleOverrides: { root: { '& .MuiTypography-root': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } } },
  },
};

const withShared = (base: RaThemeOptions, overrides: RaThemeOptions): RaThemeOptions => ({
  ...base,
  ...shared,
  ...overrides,
  palette: { ...base.palette, ...overrides.palette },
  components: { ...base.components, ...shared.components, ...overrides.components },
});

/**
 * RewardHub's brand green, as the landing page has it (src/landing/styles/base.css `--lp-primary`,
 * `--lp-bg`, `--lp-surface`), so console and landing look like one product. Each pair keeps at
 * least 4.5:1 (WCAG AA): #0b7a4b on white 5.4:1 (4.9:1 on striped rows), white on #0b7a4b 5.4:1,
 * #3ccf8e on #14201c 8.4:1, #05170f on #3ccf8e 9.3:1.
 */
export const BRAND = {
  light: { main: '#0b7a4b', light: '#3c9a6e', dark: '#08603a', contrastText: '#ffffff' },
  dark: { main: '#3ccf8e', light: '#6ee0aa', dark: '#2a9e6b', contrastText: '#05170f' },
  darkBackground: { default: '#0b1210', paper: '#14201c' },
} as const;

/** Module constants: react-admin re-creates the MUI theme whenever these objects change. */
export const lightTheme = withShared(defaultLightTheme, {
  palette: {
    mode: 'light',
    primary: BRAND.light,
    // react-admin paints the light app bar in `secondary`.
    secondary: BRAND.light,
  },
});

export const darkTheme = withShared(defaultDarkTheme, {
  palette: { mode: 'dark', primary: BRAND.dark, secondary: BRAND.dark, background: BRAND.darkBackground },
});

export const themeFor = (resolved: 'light' | 'dark') => (resolved === 'dark' ? darkTheme : lightTheme);
