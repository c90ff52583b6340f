import { entities } from '../../entities/index.ts';
import { describeEntity } from '../helpers/entity-suite.ts';

/** Every writable declared entity gets the declaration's suite by being registered. */
for (const declaration of entities.filter((entity) => entity.api.create)) describeEntity(declaration);
