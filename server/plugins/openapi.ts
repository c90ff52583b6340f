import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Collects every route's schemas into an OpenAPI document served at /api/openapi.json. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Rewards admin API', version: '1.0.0' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearerAuth: [] }],
      },
    });
    app.get('/api/openapi.json', { config: { access: 'signed-in', capability: 'read' }, schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
