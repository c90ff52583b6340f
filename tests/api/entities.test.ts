import { entities } from '../../entities/index.ts';
import { serverHooks } from '../../server/entities/server-hooks.ts';
import { describeEntity } from '../helpers/entity-suite.ts';

/** Every writable declared entity gets the declaration's suite by being registered; one with writes of its own is tested with them (team.test.ts). */
for (const declaration of entities.filter((entity) => entity.api.create && !serverHooks[entity.name]?.ownWrites)) describeEntity(declaration);
