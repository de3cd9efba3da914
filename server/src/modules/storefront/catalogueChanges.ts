import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseConfig } from '../../config';

const CHANNEL = 'catalogue_changed';
const RETRY_MS = [250, 500, 1000, 2000, 5000];

/** Tells the other instances that what shoppers see has changed, and hears them tell it. */
export interface CatalogueChanges {
  publish(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL: LISTEN/NOTIFY on one connection of its own, reconnecting with backoff (and treating a
 * reconnect as a change, since notices sent meanwhile were missed). The embedded database has one
 * server only, so there is nobody to tell.
 */
export async function openCatalogueChanges(
  database: DatabaseConfig,
  onChange: () => void,
  log: FastifyBaseLogger,
): Promise<CatalogueChanges> {
  if (database.kind !== 'postgres') {
    return { publish: async () => {}, close: async () => {} };
  }
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: database.url });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== instance) onChange();
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'catalogue change feed lost its connection; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = null;
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    if (attempt > 0) onChange();
    attempt = 0;
  };
  const schedule = () => {
    if (closed || timer) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'catalogue change feed could not reconnect');
        schedule();
      });
    }, delay);
    timer.unref();
  };

  await connect();
  return {
    async publish() {
      if (!client) return;
      try {
        await client.query('select pg_notify($1, $2)', [CHANNEL, instance]);
      } catch (error) {
        log.warn({ err: error }, 'could not tell other instances about a catalogue change');
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
