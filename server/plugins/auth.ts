import fp from 'fastify-plugin';
import type { Admin } from '../db/schema/index.ts';
import { unauthorized } from '../errors.ts';
import { createAdminService, type AdminService } from '../services/admins.ts';
import { createTokenService, type TokenClaims, type TokenService } from '../services/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    admins: AdminService;
    tokens: TokenService;
  }
  interface FastifyRequest {
    admin: Admin;
    token: TokenClaims;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (sign-in, health checks). */
    public?: boolean;
  }
}

/** Every `/api` request needs `Authorization: Bearer <valid token>` unless its route is public. */
export default fp<{ jwtSecret: string; tokenTtlSeconds: number }>(
  async (app, opts) => {
    app.decorate('admins', createAdminService(app.db));
    app.decorate('tokens', createTokenService(opts.jwtSecret, opts.tokenTtlSeconds));
    app.decorateRequest('admin', null as unknown as Admin);
    app.decorateRequest('token', null as unknown as TokenClaims);

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api') || request.routeOptions.config?.public) return;
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthorized('Authentication required');
      const claims = await app.tokens.verify(match[1]);
      if (!claims) throw unauthorized('Invalid or expired token');
      const admin = await app.admins.findById(claims.adminId);
      if (!admin) throw unauthorized('Invalid or expired token');
      request.admin = admin;
      request.token = claims;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
