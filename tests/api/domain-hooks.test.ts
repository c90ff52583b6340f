import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { entities } from '../../entities/index.ts';
import { ConfigError } from '../../server/config-error.ts';
import { findHooks, foundHooks, hooksByEntity, type FoundHooks } from '../../server/domains/index.ts';
import { migratedPgliteTemplate } from '../helpers/pglite-template.ts';
import { testConfig } from '../helpers/test-app.ts';

const scratch = mkdtempSync(join(tmpdir(), 'domain-hooks-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder laid out like server/domains/, with these files (path → text). */
function domainsFolder(files: Record<string, string>): URL {
  const folder = mkdtempSync(join(scratch, 'domains-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return pathToFileURL(`${folder}/`);
}

const refusal = (found: FoundHooks[]) => {
  try {
    hooksByEntity(entities, found);
  } catch (error) {
    return error;
  }
  throw new Error('accepted');
};

describe("an entity's server home: server/domains/<entity name>/hooks.ts", () => {
  it('is found for every folder holding one, each a declared entity exporting its hooks', () => {
    const hooks = hooksByEntity(entities);
    expect([...hooks.keys()].sort()).toEqual(foundHooks.map((found) => found.name).sort());
    for (const found of foundHooks) expect(found.file).toBe(`server/domains/${found.name}/hooks.ts`);
    expect(hooks.get('users')?.lister).toBeDefined();
  });

  it('is found by its file alone; a folder without one is not an entity home', async () => {
    const folder = domainsFolder({ 'users/hooks.ts': "export const hooks = { description: 'found' };\n", 'dashboard/rules.ts': 'export const x = 1;\n' });
    const found = await findHooks(folder);
    expect(found.map((f) => f.name)).toEqual(['users']);
    expect(hooksByEntity(entities, found).get('users')).toEqual({ description: 'found' });
  });

  it('refuses, in one line naming the file, a hooks file for a name no entity is declared under', async () => {
    const found = await findHooks(domainsFolder({ 'nobody/hooks.ts': 'export const hooks = {};\n' }));
    const error = refusal(found) as Error;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/nobody\/hooks\.ts: "nobody" is not a declared entity/);
    expect(error.message).not.toContain('\n');
  });

  it('refuses a hooks file that exports no hooks', async () => {
    const found = await findHooks(domainsFolder({ 'users/hooks.ts': 'export const userHooks = {};\n' }));
    expect((refusal(found) as Error).message).toMatch(/users\/hooks\.ts: exports no "hooks"/);
  });

  it('stops start-up (buildApp) with that line, which main prints alone', async () => {
    vi.resetModules();
    vi.doMock('../../server/domains/index.ts', async (importOriginal) => {
      const real = await importOriginal<typeof import('../../server/domains/index.ts')>();
      const stray = { name: 'nobody', file: 'server/domains/nobody/hooks.ts', hooks: {} };
      return { ...real, hooksByEntity: (declarations = entities) => real.hooksByEntity(declarations, [...real.foundHooks, stray]) };
    });
    try {
      const { buildApp } = await import('../../server/app.ts');
      const { ConfigError: StartError } = await import('../../server/config-error.ts');
      const started = buildApp(testConfig({ database: { driver: 'pglite', loadDataDir: await migratedPgliteTemplate() } }));
      await expect(started).rejects.toBeInstanceOf(StartError);
      await expect(started).rejects.toThrow('server/domains/nobody/hooks.ts: "nobody" is not a declared entity');
    } finally {
      // Test files share one module registry (the api project does not isolate them): the app
      // built over the stray hooks must not be what the next file imports.
      vi.doUnmock('../../server/domains/index.ts');
      vi.resetModules();
    }
  });
});
