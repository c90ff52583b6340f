import changeEvents from './plugins/change-events.ts';
import reviewSettings from './plugins/review-settings.ts';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { DEFAULT_HTTP_TIMEOUTS, type AppConfig } from './config.ts';
import { fastifyTrustProxy } from './config-values.ts';
import { createDatabase, type Database } from './db/client.ts';
import authPlugin from './plugins/auth.ts';
import bodyDeadline from './plugins/body-deadline.ts';
import corsPlugin from './plugins/cors.ts';
import contractOnly from './plugins/contract-only.ts';
import consolePlugin from './plugins/console.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import { clientErrorHandler, frameworkErrorsFor, MAX_PARAM_LENGTH } from './plugins/framework-errors.ts';
import httpOddities from './plugins/http-oddities.ts';
import listSettings from './plugins/list-settings.ts';
import loadLimits, { defaultLoadLimits } from './plugins/load-limits.ts';
import metricsPlugin from './plugins/metrics.ts';
import fraudFlags from './plugins/fraud-flags.ts';
import money from './plugins/money.ts';
import openapiPlugin from './plugins/openapi.ts';
import routeAccess from './plugins/route-access.ts';
import securityHeaders from './plugins/security-headers.ts';
import { useStrictValidation } from './plugins/validation.ts';
import { apiRoutes } from './routes/index.ts';
import { createAdminService } from './accounts/admins.ts';
import { securityPolicy } from './accounts/mfa/policy-config.ts';

export interface BuildOptions {
  /** An already-open database (tests share one); otherwise opened from config.database. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Route modules mounted under /api after the product's own (extensions, and tests of route declarations). */
  extraRoutes?: FastifyPluginAsync[];
  /** Called once when the first admin was created with a generated password. */
  onInitialAdmin?: (email: string, password: string) => void;
}

/** Builds the whole server: database migrated, first admin ensured, every route registered. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const database = options.database ?? (await createDatabase(config.database));
  try {
    const initial = await database.exclusive(async () => {
      await database.migrate();
      return createAdminService(database.db).ensureInitialAdmin(config.initialAdmin);
    });
    if (initial?.generated) options.onInitialAdmin?.(initial.admin.email, initial.password);
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }

  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS, ...config.httpTimeouts };
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorsFor(config.trustProxy),
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleSocketMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // A missing Host is answered by plugins/http-oddities.ts, in the JSON shape, not by Node.
    http: { connectionsCheckingInterval: timeouts.checkEveryMs, requireHostHeader: false },
    genReqId: () => crypto.randomUUID(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  useStrictValidation(app);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database, closeOnShutdown: !options.database });
  await app.register(listSettings, config.lists ?? {});
  await app.register(routeAccess);
  await app.register(openapiPlugin);
  await app.register(securityHeaders);
  await app.register(httpOddities);
  await app.register(corsPlugin, { origins: config.corsOrigins });
  if (config.contractOnly) await app.register(contractOnly);
  await app.register(loadLimits, { ...defaultLoadLimits(database.driver), ...config.loadLimits });
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    jwtPreviousSecrets: config.jwtPreviousSecrets,
    metricsToken: config.metricsToken,
    tokenTtlSeconds: config.tokenTtlSeconds,
    sessionMaxSeconds: config.sessionMaxSeconds,
    security: securityPolicy(config.security),
  });
  await app.register(bodyDeadline, { requestMs: timeouts.requestMs });
  await app.register(metricsPlugin);
  await app.register(fraudFlags, { settings: config.flags ?? {}, publicUrl: config.publicUrl });
  await app.register(money, config.money ?? {});
  await app.register(changeEvents, config.events ?? {});
  await app.register(reviewSettings, config.review ?? {});
  for (const routes of [...apiRoutes, ...(options.extraRoutes ?? [])]) await app.register(routes, { prefix: '/api' });
  await app.register(consolePlugin, { staticDir: config.staticDir });
  return app;
}
