import { loadToolConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';

/** The database the server would use (DATABASE_URL, else DATA_DIR), migrated. */
export async function openConfiguredDatabase() {
  const config = loadToolConfig();
  const database = await createDatabase(config.database);
  await database.exclusive(() => database.migrate());
  return database;
}
