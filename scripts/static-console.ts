import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { entities } from '../entities/index.ts';

/**
 * The console's page paths a visit can start at (a link, a bookmark, a reload): sign-in, the
 * dashboard, each entity's list (entities/index.ts) and App.tsx's own screen (security). A plain
 * host finds each as a folder's index.html; deeper paths (a record's page) get 404.html.
 */
export const consolePages = (): string[] => ['login', 'dashboard', ...entities.map((entity) => `dashboard/${entity.name}`), 'dashboard/security'];

/** The files a build writes beside each text file for our own server (scripts/precompress-assets.ts): left out, a host compresses as it likes. */
const PRECOMPRESSED = /\.(br|gz)$/;

function removePrecompressed(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) removePrecompressed(path);
    else if (PRECOMPRESSED.test(entry.name) && existsSync(path.replace(PRECOMPRESSED, ''))) rmSync(path);
  }
}

/**
 * Turns a fresh `vite build` folder into one any static web server can host at a domain's root
 * (its pages and assets use absolute paths): the prerendered landing page is `index.html`, the
 * console's page is every console path's `index.html` and `404.html` (what static hosts send for
 * an unknown path, so a deep link still starts the console), config.json stays beside them. The
 * precompressed copies and Vite's manifest are dropped.
 */
export function arrangeStaticConsole(dir: string) {
  const landing = join(dir, 'landing.html');
  if (!existsSync(landing)) throw new Error(`${dir} is not a fresh build of the console: it has no landing.html`);
  if (!existsSync(join(dir, 'config.json'))) throw new Error(`${dir} has no config.json (public/config.json is copied into every build)`);
  removePrecompressed(dir);
  rmSync(join(dir, '.vite'), { recursive: true, force: true });
  const consolePage = readFileSync(join(dir, 'index.html'));
  renameSync(landing, join(dir, 'index.html'));
  for (const file of [...consolePages().map((path) => `${path}/index.html`), '404.html']) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), consolePage);
  }
}
