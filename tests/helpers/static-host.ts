import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticHost {
  origin: string;
  close(): Promise<void>;
}

/**
 * A plain static web server over `root`, as GitHub Pages, Netlify or `npx serve` behave: a file is
 * sent as it is, a folder without its trailing slash is redirected to it and answered by its
 * index.html, and anything else is a 404 answered by the root's 404.html. No rewrite to the
 * console's page, no compression, nothing on another path.
 */
export async function startStaticHost(root: string, port: number): Promise<StaticHost> {
  const top = resolve(root);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    let path: string;
    try {
      path = resolve(join(top, decodeURIComponent(url.pathname)));
    } catch {
      path = '';
    }
    const inside = path === top || path.startsWith(top + sep);
    const isDirectory = inside && existsSync(path) && statSync(path).isDirectory();
    if (isDirectory && !url.pathname.endsWith('/')) {
      response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    const file = isDirectory ? join(path, 'index.html') : path;
    const found = inside && existsSync(file) && statSync(file).isFile();
    const sent = found ? file : join(top, '404.html');
    if (!existsSync(sent)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(found ? 200 : 404, { 'content-type': TYPES[extname(sent)] ?? 'application/octet-stream' });
    if (request.method === 'HEAD') response.end();
    else createReadStream(sent).pipe(response);
  });
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
