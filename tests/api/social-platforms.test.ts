import { insertTask } from '../helpers/builders.ts';
import { describeNamedEntity } from '../helpers/named-entity-suite.ts';

describeNamedEntity({
  path: '/api/social-platform',
  label: 'Social platform',
  entity: 'social-platform',
  useInTask: (db, id) => insertTask(db, { socialPlatformId: id }),
});
