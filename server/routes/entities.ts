import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { entities } from '../../entities/index.ts';
import { registerEntity } from '../entities/register-entity.ts';
import { serverHooks } from '../entities/server-hooks.ts';
import { tablesByName } from '../entities/tables.ts';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The routes of every declared entity, derived from its declaration. A writable entity's table is
 * its hook's `table`, else the table named like the entity in snake case.
 */
const entityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const declaration of entities) {
    const hooks = serverHooks[declaration.name] ?? {};
    const table = hooks.table ?? tablesByName.get(snakeCase(declaration.name));
    if (!table && !hooks.lister) throw new Error(`Entity "${declaration.name}" has no table "${snakeCase(declaration.name)}" in server/db/schema/`);
    registerEntity(app, declaration, table, hooks);
  }
};

export default entityRoutes;
