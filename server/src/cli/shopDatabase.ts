import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';

/** The database an operator's command was pointed at holds no shop, or cannot be reached. */
export class NoShopDatabaseError extends Error {}

/** Where DATABASE_URL points, without its password. */
function named(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/**
 * An operator's command works on the shop's existing database only: opened anywhere else (a
 * DATA_DIR typed wrong, a DATABASE_URL naming another database), the migrations would make an
 * empty shop there, where the owner's account "does not exist".
 */
export async function requireShopDatabase(config: Config): Promise<void> {
  const { database } = config;
  if (database.kind === 'pglite') {
    if (!database.dataDir || fs.existsSync(path.join(database.dataDir, 'PG_VERSION'))) return;
    throw new NoShopDatabaseError(
      `No shop database in DATA_DIR ${config.dataDir}: set DATA_DIR to the folder the shop uses (by default ./data where npm start runs), or DATABASE_URL for PostgreSQL`,
    );
  }
  const client = new pg.Client({
    connectionString: database.url,
    connectionTimeoutMillis: config.databaseTimeouts.connectMs,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new NoShopDatabaseError(
      `Could not reach the database of DATABASE_URL (${named(database.url)}): ${(error as Error).message}`,
    );
  }
  try {
    const { rows } = await client.query<{ shop: boolean }>(
      `select to_regclass('admins') is not null as shop`,
    );
    if (!rows[0]?.shop)
      throw new NoShopDatabaseError(
        `No shop database at DATABASE_URL (${named(database.url)}): set DATABASE_URL to the database the shop uses`,
      );
  } finally {
    await client.end();
  }
}
