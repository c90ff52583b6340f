import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { entities } from '../../entities/index.ts';
import { assertDeclarationsServable, DeclarationError } from '../entities/declaration-error.ts';
import { registerEntity } from './register-entity.ts';
import { entityTable, tableNameOf } from '../entities/tables.ts';
import { hooksByEntity } from '../domains/index.ts';

/**
 * The routes of every declared entity, derived from its declaration. A writable entity's table is
 * its declared `table`, else the table named like the entity in snake case; its server rules, when
 * it has any, are the `hooks` of server/domains/<its name>/hooks.ts.
 */
const entityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  assertDeclarationsServable(entities);
  const hooksOf = hooksByEntity(entities);
  for (const declaration of entities) {
    const hooks = hooksOf.get(declaration.name) ?? {};
    const table = entityTable(declaration);
    if (!table && !hooks.lister) throw new DeclarationError(`entities/${declaration.name}.ts: no table "${tableNameOf(declaration)}" in server/db/schema/`);
    registerEntity(app, declaration, table, hooks);
  }
};

export default entityRoutes;
