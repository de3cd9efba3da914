import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { smtpServer } from '../server/helpers/smtp';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, freePort, removeDataDir, spawnShop, waitUntilReady } from './shop';

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-'));
afterAll(() => removeDataDir(dataDir));

describe('mail through a real process and SMTP server', () => {
  it('keeps a reset code while SMTP is down, and loses nothing when the shop is killed mid-send', async () => {
    const smtpPort = await freePort();
    const smtp = smtpServer(smtpPort, 'stall');
    const env = { SEED_DEMO: '0', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    const first = spawnShop(dataDir, await freePort(), env);
    try {
      await waitUntilReady(first);
      // SMTP is down: the request still succeeds, the mail waits in the outbox.
      const asked = await fetch(`${first.url}/api/auth/request-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL }),
      });
      expect(asked.status).toBe(200);
      await until(
        () => /mail not sent; it will be retried/.test(first.output()),
        15_000,
        'a failed attempt',
      );
      const ready = (await (await fetch(`${first.url}/api/ready`)).json()) as { mail: object };
      expect(ready.mail).toMatchObject({ waiting: 1, failed: 0, late: 0 });

      // SMTP comes back but hangs mid-send; the shop is killed while it waits.
      await smtp.start();
      await until(() => smtp.held() === 1, 20_000, 'the retry to reach the SMTP server');
      expect(await first.stop('SIGKILL')).toBeNull();
    } finally {
      await first.stop('SIGKILL');
    }

    smtp.accept();
    const second = spawnShop(dataDir, await freePort(), env);
    try {
      await waitUntilReady(second);
      await until(() => smtp.received.length > 0, 15_000, 'the mail after the restart');
      await new Promise((r) => setTimeout(r, 2_500)); // a second copy would come by now
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatch(/code to reset your back-office password is: \d{6}/);
      const ready = (await (await fetch(`${second.url}/api/ready`)).json()) as { mail: object };
      expect(ready.mail).toMatchObject({ waiting: 0, failed: 0, late: 0 });
    } finally {
      await second.stop();
      await smtp.stop();
    }
  });
});
