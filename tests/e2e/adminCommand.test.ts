import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ROOT, freePort, removeDataDir, spawnShop, waitUntilReady } from './shop';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-command-'));
afterAll(() => removeDataDir(dataDir));

/** `npm run admin -- …`, as an owner types it (the compiled command, on this DATA_DIR). */
function admin(...args: string[]) {
  return adminOn(dataDir, ...args);
}

function adminOn(directory: string, ...args: string[]) {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/operate.mjs'), 'admin', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: directory, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  return { status: run.status, out: run.stdout, err: run.stderr };
}

const signIn = (url: string, password: string) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password }),
  });

describe('npm run admin', () => {
  it('lets a locked-out owner back in with a one-time password, refusing while the shop runs', async () => {
    const shop = spawnShop(dataDir, await freePort(), { SEED_DEMO: '0' });
    try {
      await waitUntilReady(shop);
      const busy = admin('reset-password', ADMIN_EMAIL);
      expect(busy.status).toBe(1);
      expect(busy.err).toMatch(
        /DATA_DIR .* is in use by another shop server \(pid \d+\); stop it first: the command works on the stopped shop$/m,
      );
      // Another folder holds no shop: the command does not send the owner there.
      expect(busy.err).not.toContain('another directory');
    } finally {
      expect(await shop.stop()).toBe(0);
    }

    const staff = admin('list-staff');
    expect(staff.status).toBe(0);
    expect(staff.out).toMatch(new RegExp(`${ADMIN_EMAIL}\\s+superadmin\\s+active\\s+root`));
    const reset = admin('reset-password', ADMIN_EMAIL);
    expect(reset.status, reset.err).toBe(0);
    const oneTime = /One-time password \(shown only now\): (\S+)/.exec(reset.out)?.[1];
    expect(oneTime).toMatch(/^[\w-]{16}$/);
    expect(admin('unlock', ADMIN_EMAIL).out).toContain(`Sign-in limits of ${ADMIN_EMAIL} cleared`);

    const again = spawnShop(dataDir, await freePort(), { SEED_DEMO: '0', ADMIN_PASSWORD: '' });
    try {
      await waitUntilReady(again);
      const answer = await signIn(again.url, oneTime!);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { admin: object }).admin).toMatchObject({
        mustChangePassword: true,
      });
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('refuses a DATA_DIR that holds no shop, creating nothing there', () => {
    // A DATA_DIR other than the shop's (a typo, another folder, the shop's set elsewhere) must
    // not become a new empty database that "has no staff account" for the owner's e-mail.
    const elsewhere = path.join(os.tmpdir(), `shop-admin-elsewhere-${process.pid}`);
    for (const args of [['list-staff'], ['reset-password', ADMIN_EMAIL]]) {
      const run = adminOn(elsewhere, ...args);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.err).toContain(
        `No shop database in DATA_DIR ${elsewhere}: set DATA_DIR to the folder the shop uses`,
      );
      expect(fs.existsSync(elsewhere)).toBe(false);
    }
  });
});
