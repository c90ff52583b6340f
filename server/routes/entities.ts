import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { entities } from '../../entities/index.ts';
import { assertDeclarationsServable, DeclarationError } from '../entities/declaration-error.ts';
import { registerEntity } from './register-entity.ts';
import { serverHooks } from '../entities/server-hooks.ts';
import { entityTable, tableNameOf } from '../entities/tables.ts';

/**
 * The routes of every declared entity, derived from its declaration. A writable entity's table is
 * its declared `table`, else the table named like the entity in snake case.
 */
const entityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  assertDeclarationsServable(entities);
  for (const declaration of entities) {
    const hooks = serverHooks[declaration.name] ?? {};
    const table = entityTable(declaration);
    if (!table && !hooks.lister) throw new DeclarationError(`entities/${declaration.name}.ts: no table "${tableNameOf(declaration)}" in server/db/schema/`);
    registerEntity(app, declaration, table, hooks);
  }
};

export default entityRoutes;
