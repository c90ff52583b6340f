import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte on a fresh socket, so the request target reaches the
 * server exactly as given (percent-encodings, absolute-form, `;` parameters), which fetch and inject
 * would normalise.
 */
export const rawRequest = (port: number, head: string, body = '') => rawExchange(port, `${head}\r\n\r\n${body}`);

/** Writes `bytes` (latin1) on a fresh socket and reads until the server closes it. */
export function rawExchange(port: number, bytes: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(parseResponse(Buffer.concat(chunks).toString('latin1'))));
    socket.write(bytes, 'latin1');
  });
}

/** A request line and headers for `method target`, closing the connection after the answer. */
export function requestHead(method: string, target: string, headers: Record<string, string> = {}, body = ''): string {
  const all = {
    host: '127.0.0.1',
    connection: 'close',
    ...(body && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
    ...headers,
  };
  return [`${method} ${target} HTTP/1.1`, ...Object.entries(all).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
}

function parseResponse(text: string): RawResponse {
  const split = text.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  let body = text.slice(split + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return { status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') };
}

function unchunk(text: string): string {
  let out = '';
  for (let at = 0; at < text.length;) {
    const end = text.indexOf('\r\n', at);
    const size = parseInt(text.slice(at, end), 16);
    if (!size) break;
    out += text.slice(end + 2, end + 2 + size);
    at = end + 4 + size;
  }
  return out;
}
