import { entities } from '../../entities/index.ts';
import { hooksByEntity } from '../../server/domains/index.ts';
import { describeEntity } from '../helpers/entity-suite.ts';

const hooks = hooksByEntity(entities);

/** Every writable declared entity gets the declaration's suite by being registered; one with writes of its own is tested with them (team.test.ts). */
for (const declaration of entities.filter((entity) => entity.api.create && !hooks.get(entity.name)?.ownWrites)) describeEntity(declaration);
