import { ConfigError, loadConfig, type Config } from './config';
import { DataDirBusyError, lockDataDir } from './db/dataDirLock';
import { secureDataDir } from './db/dataDirMode';
import { embeddedJwtSecret } from './secrets';
import { buildApp } from './app';

/** After the drain: longest wait for requests in flight and background work to finish. */
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * A start refused before anything runs (a bad variable, DATA_DIR in use): said in one line, and
 * the process ends with code 1 as Node ends any finished program. `process.exit` here once hung
 * for good in Node 24: it shut V8's worker threads down while one, compiling the server's code in
 * the background, waited for the main thread to collect garbage (seen in a CI rehearsal with gdb;
 * nodejs/node#54918).
 */
class RefusedStart extends Error {}

/** Starts the shop: config, DATA_DIR lock, database, HTTP listener and graceful shutdown. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError)
      throw new RefusedStart(`Configuration error: ${error.message}`);
    throw error;
  }

  let release = () => {};
  if (config.database.kind === 'pglite') {
    try {
      release = lockDataDir(config.dataDir, config.database.dataDir);
    } catch (error) {
      if (error instanceof DataDirBusyError) throw new RefusedStart(error.message);
      throw error;
    }
    config = { ...config, jwtSecret: config.jwtSecret ?? embeddedJwtSecret(config.dataDir) };
  } else {
    // Uploads and the mail outbox still live there.
    secureDataDir(config.dataDir);
  }
  process.on('exit', () => release());

  const app = await buildApp(config, {
    onRootPassword: (email, password) => {
      process.stdout.write(
        `\nRoot superadmin created: ${email}\nGenerated password (shown only this once): ${password}\n\n`,
      );
    },
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Not ready first, still serving: the proxy moves new work elsewhere meanwhile.
    app.startDraining();
    app.log.info(
      { signal, drainMs: config.shutdownDrainMs },
      'shutting down: not ready, still serving until the drain ends',
    );
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      release();
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_GRACE_MS);
    timer.unref();
    new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
      .then(() => {
        app.log.info('shutting down: finishing requests in flight');
        return app.close();
      })
      .then(() => {
        release();
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        release();
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    await app.close();
    if (code === 'EADDRINUSE')
      fail(`PORT ${config.port} is already in use on ${config.host}; set PORT to a free port`);
    throw error;
  }
  app.log.info(
    `Perfume shop ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof RefusedStart) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
    return;
  }
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
