/**
 * A bare Fastify server answering one JSON route with a fixed body (a copy of a transactions page):
 * the benchmark's yardstick for throughput on this machine. `node --import tsx bench/bare-server.ts <port> <body file>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile, 'utf8');
const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('listening');
