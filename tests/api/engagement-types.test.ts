import { insertTask } from '../helpers/builders.ts';
import { describeNamedEntity } from '../helpers/named-entity-suite.ts';

describeNamedEntity({
  path: '/api/engagement-types',
  label: 'Engagement type',
  entity: 'engagement-type',
  useInTask: (db, id) => insertTask(db, {}, [id]),
});
