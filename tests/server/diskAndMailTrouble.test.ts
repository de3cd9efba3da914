import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../server/src/db/schema';
import { DISK_FULL_MESSAGE } from '../../server/src/modules/images/writeAtomically';
import { pngOf, sendForm } from './helpers/multipart';
import { createTestApp, testServer } from './helpers/testApp';

const TOKEN = 'metrics-token-0123456789';

describe('a full disk under DATA_DIR', () => {
  const t = testServer({ METRICS_TOKEN: TOKEN });
  let uploads: string;
  beforeAll(async () => {
    uploads = path.join(t.config.dataDir, 'uploads');
  });
  afterEach(() => vi.restoreAllMocks());

  const upload = async (colour: string) =>
    sendForm(t, t.root, 'POST', '/api/category/', [
      ['name', `Disk ${colour}`],
      ['image', await pngOf(colour)],
    ]);
  const files = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads) : []);

  /** Every write runs out of space half-way, as on a full disk: part of the file is written. */
  function fillTheDisk() {
    const write = fsp.writeFile.bind(fsp);
    vi.spyOn(fsp, 'writeFile').mockImplementation(async (file, data, options) => {
      const bytes = Buffer.from(data as Buffer);
      await write(file, bytes.subarray(0, bytes.length >> 1), options);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        errno: -28,
      });
    });
  }

  it('answers an image upload 507 with a message, leaves no partial file, and reports it', async () => {
    const before = files();
    fillTheDisk();
    const answer = await upload('#123456');
    expect(answer.statusCode).toBe(507);
    expect(answer.json()).toEqual({ message: DISK_FULL_MESSAGE });
    expect(files()).toEqual(before);
    expect(files().filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // Nothing half-made: the category was not created.
    const list = await t.app.inject('/api/category/active');
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain('Disk #123456');

    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      message: expect.stringMatching(/disk under DATA_DIR is full/),
      disk: { status: 'full' },
    });
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.body).toMatch(/^disk_full 1$/m);

    // Room again: the next upload succeeds and the instance is ready.
    vi.restoreAllMocks();
    expect((await upload('#123456')).statusCode).toBe(201);
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
  });

  it('is reported by /api/ready below DISK_MIN_FREE_MB', async () => {
    const tight = await createTestApp({ DISK_MIN_FREE_MB: '1000000' });
    try {
      const ready = await tight.app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().disk).toEqual({ status: 'full', freeBytes: expect.any(Number) });
    } finally {
      await tight.close();
    }
  });

  it('mail waiting longer than MAIL_LATE_AFTER_MINUTES shows on /api/ready and /metrics', async () => {
    const ready = async () => (await t.app.inject('/api/ready')).json();
    expect((await ready()).warnings).toEqual([]);
    const longAgo = new Date(Date.now() - 40 * 60_000);
    await t.app.database.db.insert(mailOutbox).values({
      eventKey: 'late-mail-test',
      recipient: 'customer@example.pk',
      subject: 'Your order',
      body: 'text',
      createdAt: longAgo,
      // Not due yet (the SMTP server keeps refusing it): the sender leaves it be.
      nextAttemptAt: new Date(Date.now() + 60 * 60_000),
      attempts: 4,
    });
    const body = await ready();
    expect(body.mail).toMatchObject({ waiting: 1, late: 1, failed: 0 });
    expect(body.mail.oldestWaitingSeconds).toBeGreaterThanOrEqual(40 * 60);
    expect(body.warnings).toEqual([
      '1 mail has waited more than 15 minutes to be sent (the oldest 40 minutes): check SMTP_URL and the mail server.',
    ]);
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.body).toMatch(/^mail_late 1$/m);
    expect(metrics.body).toMatch(/^mail_oldest_waiting_seconds (\d+)$/m);
  });
});
