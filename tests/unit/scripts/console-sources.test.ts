import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { consoleSources } from '../../../scripts/console-sources.mjs';

const appConfig = JSON.parse(readFileSync('tsconfig.app.json', 'utf8')) as { include: string[] };

describe('npm start rebuilds the console when its sources change', () => {
  it('watches every source folder the console compiles (entities/ included), not only src/', () => {
    // Tests and the build scripts they check (scripts/) are type-checked here, not built into the console.
    const compiled = appConfig.include.filter((path) => !path.startsWith('tests') && !path.startsWith('scripts/'));
    expect(compiled).toContain('entities');
    for (const folder of compiled) expect(consoleSources).toContain(folder);
  });

  it('watches every module of the build itself, the ones vite.config.ts imports and theirs', () => {
    const imported = (file: string): string[] =>
      [...readFileSync(file, 'utf8').matchAll(/^import [^;]*from '(\.{1,2}\/[^']+)';$/gm)]
        .map(([, path]) => new URL(path, new URL(file, 'file:///')).pathname.slice(1))
        .filter((path) => path.startsWith('scripts/'))
        .flatMap((path) => [path, ...imported(path)]);
    const buildModules = imported('vite.config.ts');
    expect(buildModules).toContain('scripts/console-aliases.ts');
    for (const module of buildModules) expect(consoleSources).toContain(module);
  });
});
