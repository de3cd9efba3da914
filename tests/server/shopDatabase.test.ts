import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { requireShopDatabase } from '../../server/src/cli/shopDatabase';
import { openDatabase } from '../../server/src/db/client';
import { onPostgres, scratchDatabase, testConfig } from './helpers/testApp';

/**
 * `npm run admin` works on the shop's own database only: pointed anywhere else (a DATA_DIR typed
 * wrong, a DATABASE_URL naming another database) it must not create an empty shop there, where
 * the owner's account "does not exist".
 */
describe("an operator's command on the shop's database", () => {
  const drops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const drop of drops.splice(0)) await drop();
  });

  async function scratch() {
    const made = await scratchDatabase({ persistent: true });
    drops.push(made.drop);
    return { ...made, config: testConfig(made.dir, made.database) };
  }

  it('refuses a database that holds no shop, creating nothing, and accepts the shop once it has run', async () => {
    const { config, database } = await scratch();
    const refused = onPostgres
      ? /^No shop database at DATABASE_URL \(127\.0\.0\.1:5432\/shop_test_\w+\): set DATABASE_URL to the database the shop uses$/
      : /^No shop database in DATA_DIR .*: set DATA_DIR to the folder the shop uses/;
    await expect(requireShopDatabase(config)).rejects.toThrow(refused);
    if (database.kind === 'pglite') expect(fs.existsSync(database.dataDir!)).toBe(false);
    // Refused again: the check itself made nothing there.
    await expect(requireShopDatabase(config)).rejects.toThrow(refused);

    const shop = await openDatabase(database);
    await shop.close();
    await expect(requireShopDatabase(config)).resolves.toBeUndefined();
  });

  it.skipIf(!onPostgres)('says in one line that the database cannot be reached', async () => {
    const { config } = await scratch();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.port = '1';
    await expect(
      requireShopDatabase({
        ...config,
        database: { kind: 'postgres', url: url.toString() },
      }),
    ).rejects.toThrow(/^Could not reach the database of DATABASE_URL \(127\.0\.0\.1:1\/\w+\): /);
  });
});
