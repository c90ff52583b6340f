import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to `target` that can be cut (every connection dropped, port closed) and reopened on
 * the same port, or frozen: its connections stay open but carry nothing more either way, as when a
 * NAT or firewall drops them silently (connections made while frozen carry nothing either).
 */
export function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const links = new Set<{ silent: boolean }>();
  let server: Server | undefined;
  let port = 0;
  let frozen = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  return {
    get port() {
      return port;
    },
    open: () =>
      new Promise<number>((resolve, reject) => {
        server = createServer((client) => {
          const upstream = connect(target.port, target.host);
          const link = { silent: frozen };
          links.add(link);
          for (const s of [client, upstream]) {
            track(s);
            s.on('error', () => [client, upstream].forEach((x) => x.destroy()));
            s.on('close', () => links.delete(link));
          }
          client.on('data', (chunk) => link.silent || upstream.write(chunk));
          upstream.on('data', (chunk) => link.silent || client.write(chunk));
          client.on('end', () => upstream.end());
          upstream.on('end', () => client.end());
        });
        server.on('error', reject);
        server.listen(port, '127.0.0.1', () => {
          port = (server!.address() as { port: number }).port;
          resolve(port);
        });
      }),
    freeze() {
      frozen = true;
      for (const link of links) link.silent = true;
    },
    /** New connections carry data again; those frozen stay silent, as a dropped NAT entry does. */
    thaw() {
      frozen = false;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}
