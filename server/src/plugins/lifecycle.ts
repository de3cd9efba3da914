import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { scheduleHousekeeping } from '../db/housekeeping';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    /** Per-address and per-e-mail limits on public calls are on (benchmarks turn them off). */
    rateLimited: boolean;
    /**
     * The first step of a graceful shutdown (server/src/main.ts): /api/ready answers 503 so
     * proxies stop sending new work here, while every request is still served; answers close
     * their keep-alive connection, so the proxy opens new ones (elsewhere, once this one stops).
     */
    startDraining(): void;
    /** Draining or closing: /api/ready says so. */
    isDraining(): boolean;
    /**
     * Work still running after its answer (codes to issue, mail to send), finished before the
     * database closes: the last registered first, as what came later may rely on what came before.
     */
    finishBeforeClosing(finish: () => Promise<void>): void;
  }
}

/**
 * A schedule started once the whole shop is up (after the demo catalogue is seeded) and stopped
 * when it closes: each module's periodic work goes through this and schedulePeriodicJob.
 */
export function onceReady(app: FastifyInstance, start: () => { stop: () => void }): void {
  let schedule: { stop: () => void } | null = null;
  app.addHook('onReady', async () => {
    schedule = start();
  });
  app.addHook('onClose', async () => schedule?.stop());
}

export interface LifecycleOptions {
  config: Config;
  rateLimited: boolean;
}

/**
 * The shop's database and configuration, and its life: work in flight finishes before the
 * database closes, and requests arriving while it shuts down are sent elsewhere.
 */
export default fp<LifecycleOptions>(
  async (app: FastifyInstance, { config, rateLimited }) => {
    const database = await openDatabase(
      config.database,
      (error) =>
        app.log.error({ err: error }, 'lost a PostgreSQL connection; the pool opens a new one'),
      config.databaseTimeouts,
    );
    app.decorate('database', database);
    app.decorate('config', config);
    app.decorate('rateLimited', rateLimited);
    const finishing: (() => Promise<void>)[] = [];
    app.decorate('finishBeforeClosing', (finish: () => Promise<void>) => {
      finishing.push(finish);
    });
    app.addHook('onClose', async () => {
      for (const finish of [...finishing].reverse()) await finish();
      await database.close();
    });
    // While shutting down, answers to requests in flight close their connection, so keep-alive
    // sockets do not hold the process open after the last response.
    let closing = false;
    let draining = false;
    app.decorate('startDraining', () => {
      draining = true;
    });
    app.decorate('isDraining', () => draining || closing);
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      // Arrived on a kept-alive connection after the listener closed: another instance (or this
      // one, restarted) answers the retry.
      return reply
        .status(503)
        .header('retry-after', '2')
        .header('connection', 'close')
        .send({ message: 'The shop is restarting. Please try again in a few seconds.' });
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing || draining) reply.header('connection', 'close');
    });
    // Old sessions, codes and counters removed on a schedule, once the shop is up.
    onceReady(app, () => scheduleHousekeeping(database.db, app.log));
  },
  { name: 'lifecycle' },
);
