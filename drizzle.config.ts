import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file of the folder (index.ts only re-exports them), so a new table needs no other line.
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
