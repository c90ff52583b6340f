import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });

/**
 * Serves the built console on the API's origin: hashed assets cached for good, "/" the prerendered
 * landing page, any other page path the console's index.html (its router decides). Unknown /api
 * paths are a JSON 404.
 */
export default fp<{ staticDir?: string }>(
  async (app: FastifyInstance, { staticDir }) => {
    if (!staticDir || !existsSync(join(staticDir, 'index.html'))) {
      app.setNotFoundHandler(apiNotFound);
      return;
    }
    const landing = existsSync(join(staticDir, 'landing.html')) ? 'landing.html' : 'index.html';
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      preCompressed: true, // the build writes .br/.gz beside each text file (scripts/precompress-assets.ts)
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(staticDir, 'assets')}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile(landing));
    app.get('/assets/*', { schema: { hide: true } }, (request, reply) =>
      reply.sendFile((request.params as { '*': string })['*'], join(staticDir, 'assets')),
    );
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api') || request.method !== 'GET') return apiNotFound(request, reply);
      const file = request.url.split('?')[0].slice(1);
      if (file && !file.includes('/') && existsSync(join(staticDir, file))) return reply.sendFile(file);
      return reply.sendFile('index.html');
    });
  },
  { name: 'console' },
);
