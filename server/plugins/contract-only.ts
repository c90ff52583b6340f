import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTRACT_ROUTES, routeKey, type Shape } from '../contract/contract-routes.ts';
import { contractAnswer, cutToShape } from '../contract/shape-answer.ts';
import { isApiPath } from './route-access.ts';

/** Headers of our extensions (paging totals, token renewal, replayed writes): the production backend sends none. */
const EXTENSION_HEADERS = ['content-range', 'x-total-is-estimate', 'x-access-token', 'idempotent-replayed', 'retry-after'];

/** The production backend has no two-factor sign-in: an account that uses it cannot sign in here. */
const MFA_ACCOUNT =
  'This account signs in with a code from an authenticator app, which a contract-only server does not offer: use an account without two-factor sign-in';

const contract = new Map(CONTRACT_ROUTES.map((route) => [routeKey(route.method, `/api${route.path}`), route.reply]));

/** The contract route a request matched (HEAD as its GET), or null for an API route outside it; undefined outside the API. */
function contractRoute(request: FastifyRequest): { reply?: Shape } | null | undefined {
  const url = request.routeOptions.url;
  if (!isApiPath(url ?? request.url.split('?')[0])) return undefined;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const key = url === undefined ? undefined : routeKey(method, url);
  return key !== undefined && contract.has(key) ? { reply: contract.get(key) } : null;
}

/** A whole list's row shape (`{ data: [row] }`), which list-reply.ts applies row by row as it streams. */
const listRowShape = (reply: Shape | undefined) => (reply && reply !== true && !Array.isArray(reply) && Array.isArray(reply.data) ? reply.data[0] : undefined);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a contract-only server's list calls: a row as the production backend shows it. */
    contractRow: ((row: unknown) => unknown) | null;
  }
}

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });

/**
 * CONTRACT_ONLY=1: the server stands in for the production backend. Under /api it answers the
 * contract's calls (contract/contract-routes.ts) and nothing else (404 before any other check);
 * their query strings are ignored (every list whole, every export unfiltered); each answer is cut
 * to what the contract names, and loses our extensions' headers. CORS preflights and the console's
 * own files are served as always.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('contractRow', null);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'OPTIONS') return;
      const route = contractRoute(request);
      if (route === null) return notFound(request, reply);
      if (!route) return;
      request.query = {};
      const row = listRowShape(route.reply);
      if (row) request.contractRow = (record) => cutToShape(record, row);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const route = contractRoute(request);
      if (route === undefined || request.method === 'OPTIONS') return payload;
      for (const header of EXTENSION_HEADERS) reply.removeHeader(header);
      if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
      const body = JSON.parse(payload) as { data?: { mfaRequired?: boolean } };
      if (body?.data?.mfaRequired) {
        reply.code(401);
        return JSON.stringify({ message: MFA_ACCOUNT });
      }
      return JSON.stringify(contractAnswer(body, reply.statusCode, route?.reply));
    });
    // A contract call this server does not answer would look like the production backend lacking it.
    app.addHook('onReady', async () => {
      const served = new Set(app.routeAccess.routes.map((route) => routeKey(route.method, route.url)));
      const missing = [...contract.keys()].filter((key) => !served.has(key));
      if (missing.length) throw new Error(`CONTRACT_ONLY: the server has no route for ${missing.join(', ')}`);
    });
  },
  { name: 'contract-only', dependencies: ['route-access'] },
);
