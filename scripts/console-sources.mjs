// What the console's build reads: `npm start` rebuilds when any of these is newer than dist/.
export const consoleSources = [
  'src',
  'entities',
  'public',
  'index.html',
  'landing.html',
  'vite.config.ts',
  // The build's own modules, which vite.config.ts imports.
  'scripts/console-aliases.ts',
  'scripts/landing-messages-plugin.ts',
  'scripts/precompress-assets.ts',
  'scripts/prerender-landing.ts',
  'package-lock.json',
];
