import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { registerDemoProofs } from './demo-proofs.ts';
import { decodedPath, isApiPath } from './route-access.ts';

/** A file at the top of the build (favicon.svg, robots.txt): a plain name, never a dot-file or a path. */
const TOP_LEVEL_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The build's other-language landing pages: top-level folders named like a language (`fr`, `pt-BR`, `qps-ploc`) holding an index.html. */
const landingLocales = (staticDir: string) =>
  readdirSync(staticDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2,3}(-[A-Za-z]{2,8})?$/.test(entry.name) && existsSync(join(staticDir, entry.name, 'index.html')))
    .map((entry) => entry.name);

const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}`, code: 'request.not_found' });

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
      serve: false, // only reply.sendFile: every route below is ours and declares its access
      preCompressed: true, // the build writes .br/.gz beside each text file (scripts/precompress-assets.ts)
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(staticDir, 'assets')}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) => reply.sendFile(landing));
    // The landing page in each other language the build has: /fr/ (/fr too: trailing slashes are ignored).
    for (const locale of landingLocales(staticDir)) {
      app.get(`/${locale}/`, { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) => reply.sendFile(`${locale}/index.html`));
    }
    app.get('/assets/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) =>
      reply.sendFile((request.params as { '*': string })['*'], join(staticDir, 'assets')),
    );
    registerDemoProofs(app, staticDir);
    app.setNotFoundHandler((request, reply) => {
      const path = decodedPath(request.url);
      // A missing API path or build file is a 404: an old hashed chunk must not come back as the page.
      if (path === undefined || isApiPath(path) || /^\/assets(\/|$)/i.test(path) || request.method !== 'GET') return apiNotFound(request, reply);
      const file = path.slice(1);
      if (TOP_LEVEL_FILE.test(file) && existsSync(join(staticDir, file))) return reply.sendFile(file);
      return reply.sendFile('index.html');
    });
  },
  { name: 'console' },
);
