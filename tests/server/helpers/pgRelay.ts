import net from 'node:net';

/**
 * A TCP relay between the shop and PostgreSQL that the test can cut or freeze, without stopping
 * the PostgreSQL other tests share:
 * - cut: the database is unreachable exactly as after a crash or a network fault (open
 *   connections reset, new ones refused);
 * - freeze: PostgreSQL still receives and runs what it is sent (a COMMIT commits) but its
 *   answers are held until thaw, as when the server or the network stalls after the work is
 *   done: the shop's own timeouts end the wait, and the answers arrive late or never;
 *   `freezeAfterCommit()` freezes it the moment a COMMIT has been passed on, so that the
 *   transaction is stored while the shop cannot know it.
 */
export async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let up = true;
  let frozen = false;
  let held: (() => void)[] = [];
  let freezeAtCommit = false;
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      if (freezeAtCommit && /\bcommit\b/i.test(chunk.toString('latin1'))) {
        freezeAtCommit = false;
        frozen = true;
      }
    });
    upstream.on('data', (chunk: Buffer) => {
      if (frozen) held.push(() => client.destroyed || client.write(chunk));
      else client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      up = false;
      held = [];
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    freeze() {
      frozen = true;
    },
    freezeAfterCommit() {
      freezeAtCommit = true;
    },
    get frozen() {
      return frozen;
    },
    thaw() {
      frozen = false;
      const late = held;
      held = [];
      for (const send of late) send();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
