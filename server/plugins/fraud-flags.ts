import fp from 'fastify-plugin';
import { flagSettings, type FlagSettings } from '../domains/fraud/flag-settings.ts';
import { runFlagPass, type PassOutcome } from '../domains/fraud/flag-scanner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fraudFlags: {
      settings: FlagSettings;
      /** One pass over the waiting work now (tests; the job runs them by itself). */
      runPass(): Promise<PassOutcome>;
    };
  }
}

/**
 * The job that flags suspicious submissions, off the request path: every `scanEveryMs` each process
 * runs a pass (passes of several processes take turns on the flag lock), at once again while work
 * is waiting. A failed pass is logged and the next one tries again; closing the app waits for the pass under way.
 */
export default fp<{ settings: Partial<FlagSettings>; publicUrl?: string; fetchImpl?: typeof fetch }>(
  async (app, options) => {
    const settings = flagSettings(options.settings, options.publicUrl);
    let running: Promise<unknown> = Promise.resolve();
    const runPass = () => {
      const pass = running.then(() => runFlagPass(app.db, settings, options.fetchImpl));
      running = pass.catch(() => {});
      return pass;
    };
    app.decorate('fraudFlags', { settings, runPass });
    if (!settings.scanEveryMs) return;

    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    const schedule = (delayMs: number) => {
      if (!closed) timer = setTimeout(tick, delayMs).unref();
    };
    const tick = () => {
      runPass().then(
        (outcome) => schedule(outcome.more ? 0 : settings.scanEveryMs),
        (error: unknown) => {
          app.log.warn({ err: error }, 'flagging submissions failed; trying again');
          schedule(settings.scanEveryMs);
        },
      );
    };
    app.addHook('onReady', () => schedule(0));
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'fraud-flags', dependencies: ['db'] },
);
