import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP relay to `target` that can be cut (every connection dropped, port closed) and reopened on the same port. */
export function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
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
          for (const s of [client, upstream]) {
            track(s);
            s.on('error', () => [client, upstream].forEach((x) => x.destroy()));
          }
          client.pipe(upstream).pipe(client);
        });
        server.on('error', reject);
        server.listen(port, '127.0.0.1', () => {
          port = (server!.address() as { port: number }).port;
          resolve(port);
        });
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}
