import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The client's address as TRUST_PROXY says to read it, when it is an address at all; otherwise the
 * socket's peer. A forwarded entry is whatever text reached us, so it is never kept, counted or
 * logged unless it is an IP address (at most 45 characters).
 */
export function clientAddress(request: FastifyRequest): string {
  return isIP(request.ip) ? request.ip : (request.socket?.remoteAddress ?? 'unknown');
}
