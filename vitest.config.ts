import react from '@vitejs/plugin-react';
import { CONSOLE_ALIASES } from './scripts/console-aliases.ts';
import { landingMessagesWithEnglish } from './scripts/landing-messages-plugin.ts';
import { defineConfig } from 'vitest/config';

const alias = CONSOLE_ALIASES;

export default defineConfig({
  plugins: [react(), landingMessagesWithEnglish()],
  resolve: { alias },
  test: {
    // `expect.poll` retries for up to 20 s, not vitest's 1 s: a screen re-rendering after a click or
    // a server answer can take seconds on a busy CI machine.
    expect: { poll: { timeout: 20_000 } },
    projects: [
      {
        extends: true,
        // Resolve packages by their ESM entries so app code and react-admin share one copy of react-router:
        // with two, react-admin's hooks would not see the app's router.
        resolve: { alias, conditions: ['import', 'module', 'browser', 'default'] },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          testTimeout: 30_000,
          // Hooks starting a live server (server modules imported through vite, PGlite, migrations,
          // argon2, demo seeding) take 5–15 s on an idle 2-core machine and over 60 s on a busy one.
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // The files share one worker's modules instead of importing the server again each (half
          // the suite's time); a file that mocks a module restores it and resets the registry.
          isolate: false,
          include: ['tests/api/**/*.test.ts'],
          setupFiles: ['tests/setup/api.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // On demand (`npm run test:reliability`): rounds too long for every commit (a slow client
          // reading 10,000 rows while the server's memory is watched).
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          setupFiles: ['tests/setup/api.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // On demand (`npm run test:cluster`): three instances behind nginx on PostgreSQL.
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          setupFiles: ['tests/setup/api.ts'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
