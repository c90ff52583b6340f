import { openConfiguredDatabase } from './open-database.ts';

const database = await openConfiguredDatabase();
await database.close();
console.log('Migrations applied.');
