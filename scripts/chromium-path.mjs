import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH): browser tests never use a downloaded browser. */
export const chromiumPath = () => {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(path) ? path : null;
};
