import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { StrictObject } from '../schemas/common.ts';

import { DEMO_PROOF_NAME as NAME } from '../shared/demo-proofs.ts';

/**
 * Demo screenshots as each user's own: a picture of the build's with the submission's id written
 * at its foot, so two honest users' screenshots differ in their bytes as real ones do (and the
 * flag job tells them apart), while a farm's copies of one screenshot stay identical.
 */
export function registerDemoProofs(app: FastifyInstance, staticDir: string) {
  const pictures = new Map<string, string>();
  const picture = (n: string) => {
    if (!pictures.has(n)) pictures.set(n, readFileSync(join(staticDir, 'assets', 'proofs', `proof-${n}.svg`), 'utf8'));
    return pictures.get(n)!;
  };
  app.get(
    '/proofs/demo/:name',
    { config: { access: 'public' }, schema: { hide: true, params: StrictObject({ name: Type.String({ pattern: NAME }) }) } },
    (request, reply) => {
      const [, n, id] = new RegExp(NAME).exec((request.params as { name: string }).name)!;
      const caption = `<text x="16" y="628" font-family="sans-serif" font-size="8" fill="#6b7280">#${id}</text>`;
      // Cross-origin: a console hosted on another origin than the API (npm run build:console) shows them too.
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(picture(n).replace('</svg>', `${caption}</svg>`));
    },
  );
}
