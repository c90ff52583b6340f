// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entities } from '@entities/index.ts';
import { arrangeStaticConsole } from '../../../scripts/static-console.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The files a `vite build` writes, each holding its own name. */
function fakeBuild(files: string[]) {
  dir = mkdtempSync(join(tmpdir(), 'static-console-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), file);
  }
}

const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const allFiles = (at = dir): string[] =>
  readdirSync(at, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? allFiles(join(at, entry.name)) : [join(at, entry.name)]));

describe('npm run build:console arranges the build for a plain static host', () => {
  it('puts the landing page at the root, the console page at each console path and 404.html, and keeps the rest', () => {
    fakeBuild([
      'index.html',
      'index.html.br',
      'landing.html',
      'landing.html.gz',
      'config.json',
      'fr/index.html',
      'assets/app-1.js',
      'assets/app-1.js.gz',
      'og-image.jpg',
      '.vite/manifest.json',
    ]);
    arrangeStaticConsole(dir);
    expect(read('index.html')).toBe('landing.html');
    const consolePaths = [
      '404.html',
      'login/index.html',
      'dashboard/index.html',
      'dashboard/security/index.html',
      ...entities.map((entity) => `dashboard/${entity.name}/index.html`),
    ];
    for (const file of consolePaths) expect(read(file), file).toBe('index.html');
    expect([read('config.json'), read('fr/index.html'), read('assets/app-1.js'), read('og-image.jpg')]).toEqual([
      'config.json',
      'fr/index.html',
      'assets/app-1.js',
      'og-image.jpg',
    ]);
    expect(existsSync(join(dir, 'landing.html'))).toBe(false);
    expect(existsSync(join(dir, '.vite'))).toBe(false);
    expect(allFiles().filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('refuses a folder that is not a fresh build, or has no config.json', () => {
    fakeBuild(['index.html', 'config.json']);
    expect(() => arrangeStaticConsole(dir)).toThrow(/no landing\.html/);
    rmSync(dir, { recursive: true });
    fakeBuild(['index.html', 'landing.html']);
    expect(() => arrangeStaticConsole(dir)).toThrow(/no config\.json/);
  });
});
