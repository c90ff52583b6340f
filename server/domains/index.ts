import { existsSync, readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entities } from '../../entities/index.ts';
import type { EntityDeclaration } from '../../entities/types.ts';
import { ConfigError } from '../config-error.ts';
import type { ServerHooks } from '../entities/server-hooks.ts';

/** An entity's server home is the file `<entity name>/hooks.ts` in this folder, exporting its rules under this name. */
export const HOOKS_FILE = 'hooks.ts';
export const HOOKS_EXPORT = 'hooks';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface FoundHooks {
  /** The folder's name, which must be a declared entity's. */
  name: string;
  /** The file, from the repository's root (what a start-up refusal names). */
  file: string;
  /** Its `hooks` export, as found. */
  hooks: unknown;
}

/**
 * Every `<name>/hooks.ts` under `folder`, found by reading it, as server/entities/tables.ts finds
 * tables: an entity's server rules are picked up by their file alone. A folder without one (the
 * dashboard's) holds rules that are no entity's.
 */
export async function findHooks(folder: URL): Promise<FoundHooks[]> {
  const names = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/${HOOKS_FILE}`, folder)))
    .map((entry) => entry.name);
  return Promise.all(
    names.map(async (name) => {
      const url = new URL(`${name}/${HOOKS_FILE}`, folder);
      const module: Record<string, unknown> = await import(url.href);
      return { name, file: relative(root, fileURLToPath(url)), hooks: module[HOOKS_EXPORT] };
    }),
  );
}

export const foundHooks = await findHooks(new URL('./', import.meta.url));

/**
 * The server hooks of each declared entity that has a home, by entity name. A hooks file whose folder
 * names no declared entity, or that exports no `hooks`, stops start-up with one line naming it.
 */
export function hooksByEntity(declarations: readonly EntityDeclaration[] = entities, found: readonly FoundHooks[] = foundHooks): Map<string, ServerHooks> {
  const declared = new Set(declarations.map((declaration) => declaration.name));
  for (const { name, file, hooks } of found) {
    if (!declared.has(name))
      throw new ConfigError(
        `${file}: "${name}" is not a declared entity (entities/index.ts); an entity's server rules go in server/domains/<its name>/${HOOKS_FILE}`,
      );
    if (typeof hooks !== 'object' || hooks === null)
      throw new ConfigError(`${file}: exports no "${HOOKS_EXPORT}" object (export const ${HOOKS_EXPORT}: ServerHooks = { … })`);
  }
  return new Map(found.map(({ name, hooks }) => [name, hooks as ServerHooks]));
}
