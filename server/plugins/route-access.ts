import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { CAPABILITIES, type Capability } from '../../entities/roles.ts';
import { errorReplies } from '../schemas/common.ts';

/**
 * Who may call a route: `public` needs no token; `signed-in` needs a live session, and the
 * account's role must have the route's `config.capability` (entities/roles.ts; 403 otherwise);
 * `metrics` is `signed-in` that also admits the scraper's own METRICS_TOKEN (plugins/auth.ts).
 * Every route declares both; a route that does not is treated as `signed-in` for admins only (deny
 * by default) and is listed by `app.routeAccess.undeclared()`, which a test keeps empty.
 */
export type RouteAccess = 'public' | 'signed-in' | 'metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** What a signed-in route needs (entities/roles.ts); undeclared, only admins may call it. */
    capability?: Capability;
  }
  interface FastifyInstance {
    routeAccess: RouteAccessRegistry;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  capability: Capability | undefined;
}

export interface RouteAccessRegistry {
  routes: DeclaredRoute[];
  /** Routes without an access declaration, or signed-in ones without the capability they need. */
  undeclared(): DeclaredRoute[];
}

/** Routes that libraries register themselves, with no way to pass our config, declared here. */
const LIBRARY_ROUTES: Record<string, RouteAccess> = {
  // @fastify/cors's preflight answer: headers only, never data.
  'OPTIONS *': 'public',
};

/** The request's path as the router saw it (percent-decoded, absolute-form target dropped), or undefined. */
export function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

export const isApiPath = (path: string) => /^\/api(\/|$)/i.test(path);

/**
 * Access is decided from the route the router matched (after it decoded the path and dropped an
 * absolute-form target), never from the raw URL. An unmatched request under /api needs a session
 * too, so that no one without one learns which API paths exist; any other unmatched request gets the
 * console's files or a 404, which need none.
 */
export function routeAccessOf(request: FastifyRequest): RouteAccess {
  if (request.is404) {
    const path = decodedPath(request.url);
    return path === undefined || !isApiPath(path) ? 'public' : 'signed-in';
  }
  return request.routeOptions.config?.access ?? 'signed-in';
}

export default fp(
  async (app: FastifyInstance) => {
    const routes: DeclaredRoute[] = [];
    app.decorate('routeAccess', { routes, undeclared: () => routes.filter((r) => !r.access || (r.access !== 'public' && !r.capability)) });
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = [route.method].flat();
      const access = route.config?.access ?? LIBRARY_ROUTES[`${methods.join(',')} ${route.url}`];
      route.config = { ...route.config, access: access ?? 'signed-in' };
      // The OpenAPI document derives each operation's security from the declaration.
      if (access === 'public') route.schema = { ...route.schema, security: [] };
      for (const method of methods) routes.push({ method, url: route.url, access, capability: route.config?.capability });
      // The OpenAPI document says which roles may call each operation, and that others get a 403.
      if (access !== 'public' && route.config.capability && route.schema) {
        const response = route.schema.response ? { ...(route.schema.response as object), 403: errorReplies[403] } : undefined;
        route.schema = { ...route.schema, ...(response && { response }), 'x-roles': CAPABILITIES[route.config.capability] } as typeof route.schema;
      }
      // A stream answers for as long as it is read: clients (and tests) learn it from the document.
      if (route.config.stream && route.schema) route.schema = { ...route.schema, 'x-stream': true } as typeof route.schema;
    });
  },
  { name: 'route-access' },
);
