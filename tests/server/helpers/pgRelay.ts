import net from 'node:net';

/**
 * A TCP relay between the shop and PostgreSQL that the test can cut: while it is cut the
 * database is unreachable for the shop exactly as after a crash or a network fault (open
 * connections reset, new ones refused), without stopping the PostgreSQL other tests share.
 */
export async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
