import type pg from 'pg';

const guardedClients = new WeakSet<pg.PoolClient>();

type Query = (...args: unknown[]) => unknown;

/**
 * drizzle-orm's node-postgres `transaction()` sends BEGIN before the try/finally that releases
 * its connection: when BEGIN fails (the connection lost, a time limit), the connection is never
 * given back, and its place in the pool is lost for good. After `max` such failures every request
 * waits for a connection and fails, and `pool.end()` never returns. This makes the pool's
 * connections give themselves back, as broken, when a BEGIN fails, and makes a second release of
 * the same checkout do nothing (drizzle's own, had it come).
 */
export function releaseFailedBegin(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  pool.connect = ((callback?: unknown) => {
    // pool.query() checks out with a callback and releases by itself.
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then(guard);
  }) as typeof pool.connect;
}

function guard(client: pg.PoolClient): pg.PoolClient {
  // The pool sets a fresh release function on every checkout.
  const release = client.release;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  if (!guardedClients.has(client)) {
    guardedClients.add(client);
    const query = client.query.bind(client) as Query;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      const first = args[0] as string | { text?: unknown } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (typeof text === 'string' && /^\s*begin\b/i.test(text) && result instanceof Promise) {
        result.catch((error: unknown) =>
          client.release(error instanceof Error ? error : new Error(String(error))),
        );
      }
      return result;
    }) as typeof client.query;
  }
  return client;
}
