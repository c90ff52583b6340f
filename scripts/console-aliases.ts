import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** How the console's imports resolve, in its build and in its tests alike. */
export const CONSOLE_ALIASES = [
  { find: '@', replacement: here('src') },
  { find: '@entities', replacement: here('entities') },
  // Polyfills of what every supported browser has: the browser's own function instead (src/shims).
  { find: /^object\.entries$/, replacement: here('src/shims/object-entries.cjs') },
  { find: /^hasown$/, replacement: here('src/shims/hasown.cjs') },
  // Loaded on use (src/shims/jsonexport-on-use.js, which asks for it without the extension).
  { find: /^jsonexport\/dist\/index\.js$/, replacement: here('src/shims/jsonexport-on-use.js') },
  // react-admin imports lodash's functions one by one from its CommonJS files: the same functions as
  // ES modules (lodash-es) shed the module wrappers and share their helpers.
  { find: /^lodash\/(\w+)(\.js)?$/, replacement: 'lodash-es/$1.js' },
];
