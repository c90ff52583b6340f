import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Strict headers on every response: a CSP with no inline or foreign script, no framing, no MIME
 * sniffing, a same-origin referrer policy, and HSTS only when the request came over HTTPS.
 * Styles may be inline: MUI (emotion) injects <style> elements at run time.
 */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Task proofs: screenshots hosted by the platform's user side (https), and the demo's own
      // pictures at PUBLIC_URL, which on a laptop may name the loopback differently from the page.
      imgSrc: ["'self'", 'data:', 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets for `options`, read once: they do not vary between requests. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)), removeHeader: () => {} };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

const overHttps = Object.freeze(helmetHeaders());
const { 'strict-transport-security': _hsts, ...withoutHsts } = overHttps;
const overHttp = Object.freeze(withoutHsts);

/**
 * The security headers of an answer given over `protocol`. Every answer carries them: routes and
 * errors through the hook below, and the answers given outside Fastify's request cycle (malformed
 * URLs, unparsable HTTP) by plugins/errors.ts.
 */
export const securityHeaders = (protocol: string): Readonly<Record<string, string>> => (protocol === 'https' ? overHttps : overHttp);

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(securityHeaders(request.protocol));
      done();
    });
  },
  { name: 'security-headers' },
);
