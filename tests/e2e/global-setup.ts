import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { writePseudoLocale } from '../../scripts/pseudo-locale.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { seedE2eDatabase } from './demo-data.ts';
import { startSuiteSession } from './suite-session.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the suite's shared sign-in is kept (see suiteToken). */
    sessionFile: string;
  }
}

/** Builds the console when stale and starts one real server, on a database holding the demo data, for the browser suite. */
export default async function setup(project: TestProject) {
  // The pseudo-locale crawl needs the generated language in the build.
  writePseudoLocale();
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the console failed');
  const server = await startServerProcess({}, { beforeStart: seedE2eDatabase });
  project.provide('baseUrl', server.baseUrl);
  project.provide('sessionFile', await startSuiteSession(server.baseUrl, server.dataDir));
  return () => server.stop();
}
