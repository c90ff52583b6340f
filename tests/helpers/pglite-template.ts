import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrationsFolder = 'server/db/migrations';
const cacheFolder = 'node_modules/.cache/rewards-tests';

/** What the template depends on: every migration file's text and PGlite's version. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  hash.update(JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

/**
 * An in-memory PGlite database, fully migrated, as a data directory dump: a test database starts
 * from it in about a second instead of five (PGlite's initdb and the migrations run once per
 * migration set, kept on disk for every test file and worker). Written by rename, so concurrent
 * workers never read half a file.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(cacheFolder, `pglite-${templateKey()}.tar`);
    if (!existsSync(file)) {
      const client = await PGlite.create({ extensions: { pg_trgm } });
      await migrate(drizzle({ client }), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      await client.close();
      mkdirSync(cacheFolder, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return template;
}
