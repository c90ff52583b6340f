// The client side of raw-exchanges.ts, on a thread of its own (plain JavaScript: workers load files
// without vitest's TypeScript transform).
import { Buffer } from 'node:buffer';
import { connect } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

/** A JSON body of exactly `size` bytes (at least 2). */
const bodies = new Map();
function jsonBody(size) {
  if (!bodies.has(size)) bodies.set(size, Buffer.from(size < 12 ? '{}'.padEnd(size, ' ') : JSON.stringify({ name: 'x'.repeat(size - 11) })));
  return bodies.get(size);
}

/** The answer's status, headers and body, once its head and Content-Length bytes arrived. */
function parseAnswer(text) {
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return undefined;
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  const rest = text.slice(split + 4);
  const length = Number(headers['content-length']);
  const complete = /^HTTP\/1\.1 \d{3} /.test(statusLine) && Number.isInteger(length) && rest.length >= length;
  return { status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(rest.slice(0, length), 'latin1').toString('utf8'), complete };
}

function exchange(port, { head, size, sent, halfClose }) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let ended = false;
    const settle = (error) => {
      const answer = parseAnswer(text);
      resolve({
        ...answer,
        complete: Boolean(answer?.complete),
        error: error && `${error} ${ended ? 'after the end, still sending' : 'while reading'}`,
        start: text.slice(0, 300),
      });
      socket.destroy();
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
      const answer = parseAnswer(text);
      // An answer that keeps the connection open is whole at its Content-Length; one that closes it
      // is read to the server's end of the connection.
      if (answer?.complete && answer.headers.connection !== 'close') settle();
    });
    socket.on('error', (error) => settle(error.code ?? error.message));
    // After the server's end, the rest of what was written still leaves (then our side ends): a
    // reset then means the server dropped bytes it should have read.
    socket.on('end', () => (ended = true));
    socket.on('close', () => settle());
    // Head and body leave together, as a client sends them: the body is on its way (filling the
    // socket buffers) when the server answers from the head alone.
    socket.cork();
    socket.write(`${head}\r\n\r\n`, 'latin1');
    if (sent > 0) socket.write(jsonBody(size).subarray(0, sent));
    if (halfClose) socket.end();
    socket.uncork();
  });
}

const { port, cases, concurrency } = workerData;
const results = new Array(cases.length);
let next = 0;
async function worker() {
  for (let at = next++; at < cases.length; at = next++) results[at] = await exchange(port, cases[at]);
}
await Promise.all(Array.from({ length: concurrency }, worker));
parentPort.postMessage(results);
