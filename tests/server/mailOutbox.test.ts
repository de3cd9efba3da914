import net from 'node:net';
import { eq } from 'drizzle-orm';
import { smtpServer } from './helpers/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/src/db/schema';
import type { MailMessage } from '../../server/src/modules/mail/mailer';
import { MailSender, SENDER_DEFAULTS, enqueueMail } from '../../server/src/modules/mail/outbox';
import { createTestApp, seedAdmin, type TestApp } from './helpers/testApp';

const silent = { warn() {}, info() {}, error() {} } as never;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('durable outgoing mail', () => {
  let t: TestApp;
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    await seedAdmin(t, { email: 'owner@shop.test' });
  });
  afterAll(() => t.close());

  it('keeps a reset code while SMTP is down and delivers it once when it is back', async () => {
    const smtp = smtpServer(smtpPort);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { email: 'owner@shop.test' },
    });
    expect(answer.statusCode).toBe(200);
    const db = t.app.database.db;
    // The first attempt fails (nothing listens); the mail waits with its error.
    await until(async () => {
      const [row] = await db.select().from(mailOutbox);
      return Boolean(row && row.attempts >= 1 && row.lastError);
    }, 10_000);
    await smtp.start();
    try {
      await until(() => smtp.received.length > 0, 20_000);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatch(/code to reset your back-office password is: \d{6}/);
      expect(smtp.received[0]).toMatch(/Message-ID:\s+<password-reset:[0-9a-f-]+@perfume-shop>/i);
      const [row] = await db.select().from(mailOutbox);
      expect(row!.sentAt).not.toBeNull();
      expect(row!.body).toBe(''); // the code does not stay in the database
    } finally {
      await smtp.stop();
    }
  });

  it("sends a mail claimed by a sender that died once that sender's lease ends", async () => {
    const db = t.app.database.db;
    await enqueueMail(db, { eventKey: 'test:lease', to: 'a@shop.test', subject: 'S', text: 'T' });
    const options = { ...SENDER_DEFAULTS, pollMs: 100, leaseMs: 500 };
    // The first sender takes the mail and never finishes sending it (killed mid-send).
    const dead = new MailSender(db, () => new Promise<void>(() => {}), silent, options);
    dead.start();
    await until(async () => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.eventKey, 'test:lease'));
      return row!.attempts === 1;
    }, 5_000);
    void dead.stop();
    const sent: MailMessage[] = [];
    const alive = new MailSender(db, async (mail) => void sent.push(mail), silent, options);
    alive.start();
    try {
      await until(() => sent.some((m) => m.subject === 'S'), 5_000);
      expect(sent.filter((m) => m.subject === 'S')).toHaveLength(1);
    } finally {
      await alive.stop();
    }
  });

  it('sends each mail once with two senders at work', async () => {
    const db = t.app.database.db;
    for (let i = 0; i < 20; i += 1)
      await enqueueMail(db, {
        eventKey: `test:pair:${i}`,
        to: 'b@shop.test',
        subject: `P${i}`,
        text: 'T',
      });
    // The same event twice is one mail.
    await enqueueMail(db, { eventKey: 'test:pair:0', to: 'b@shop.test', subject: 'P0', text: 'T' });
    const sent: string[] = [];
    const options = { ...SENDER_DEFAULTS, pollMs: 50 };
    const senders = [0, 1].map(
      () =>
        new MailSender(
          db,
          async (mail) => {
            await new Promise((r) => setTimeout(r, 5));
            sent.push(mail.subject);
          },
          silent,
          options,
        ),
    );
    senders.forEach((sender) => sender.start());
    try {
      await until(() => sent.filter((s) => s.startsWith('P')).length >= 20, 10_000);
      await new Promise((r) => setTimeout(r, 300));
      const pair = sent.filter((s) => s.startsWith('P'));
      expect(pair).toHaveLength(20);
      expect(new Set(pair).size).toBe(20);
      expect(await senders[0]!.counts(60_000)).toEqual({
        waiting: 0,
        late: 0,
        oldestWaitingSeconds: 0,
        failed: 0,
      });
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
    }
  });
});
