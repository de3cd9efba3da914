import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { mailOutbox } from '../../server/src/db/schema';
import { freePort } from './helpers/nginx';
import { smtpServer } from './helpers/smtp';
import { as, createTestApp, seedAdmin, staffServer, type TestApp } from './helpers/testApp';

describe('customer messages', () => {
  const t = staffServer();

  const message = {
    name: 'Usman',
    email: 'Usman@Example.pk',
    subject: 'Delivery',
    message: 'When will my order arrive?',
  };

  it('takes a message and walks it Pending -> Read -> Responded only', async () => {
    const sent = await as(t, null)('POST', '/api/contacts/', message);
    expect(sent.json()).toEqual({ message: 'Your query has been submitted successfully!' });
    const [stored] = (await as(t, t.clerk)('GET', '/api/contacts/')).json();
    expect(stored).toMatchObject({ ...message, email: 'usman@example.pk', status: 'Pending' });
    const patch = (status: string) =>
      as(t, t.clerk)('PATCH', `/api/contacts/${stored._id}`, { status });
    expect((await patch('Responded')).statusCode).toBe(409);
    expect((await patch('Read')).json()).toMatchObject({ contact: { status: 'Read' } });
    expect((await patch('Pending')).statusCode).toBe(409);
    expect((await patch('Read')).statusCode).toBe(409);
    expect((await patch('Responded')).json()).toMatchObject({
      message: 'Message marked as Responded',
      contact: { status: 'Responded' },
    });
    for (const s of ['Pending', 'Read', 'Responded']) expect((await patch(s)).statusCode).toBe(409);
    expect((await patch('Archived')).statusCode).toBe(400);
  });

  it('requires every field and a valid e-mail', async () => {
    const empty = await as(t, null)('POST', '/api/contacts/', { ...message, subject: '' });
    expect(empty.json()).toEqual({
      message: 'All fields are required',
      errors: [{ param: 'subject', msg: 'All fields are required' }],
    });
    expect(
      (await as(t, null)('POST', '/api/contacts/', { ...message, email: 'nope' })).statusCode,
    ).toBe(400);
  });

  it('is rate-limited per address and per e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await as(t, null)('POST', '/api/contacts/', { ...message, email: 'loud@example.pk' }))
          .statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps the list and status changes for staff', async () => {
    expect((await as(t, null)('GET', '/api/contacts/')).statusCode).toBe(401);
  });
});

describe('answering a customer message by e-mail', () => {
  let t: TestApp;
  let clerk: string;
  let smtp: ReturnType<typeof smtpServer> | undefined;
  beforeAll(async () => {
    const port = await freePort();
    smtp = smtpServer(port);
    await smtp.start();
    t = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, SHOP_NAME: 'Khushbu House' },
      {},
      { rateLimit: false },
    );
    clerk = (await seedAdmin(t, { name: 'Nadia Clerk', email: 'nadia@shop.test' })).token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  /** The mail the SMTP server received for a subject, once the outbox has sent it. */
  const delivered = async (subject: string) => {
    const end = Date.now() + 15_000;
    for (;;) {
      const inbox = await Promise.all(smtp!.received.map((raw) => PostalMime.parse(raw)));
      const mail = inbox.find((m) => m.subject === subject);
      if (mail) return mail;
      if (Date.now() > end) throw new Error(`no mail "${subject}"`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const send = async (fields: Record<string, string>) => {
    expect((await as(t, null)('POST', '/api/contacts/', fields)).statusCode).toBe(201);
    const list = (await as(t, clerk)('GET', '/api/contacts/')).json();
    return list[0] as { _id: string; phone: string | null };
  };
  const outbox = () => t.app.database.db.select().from(mailOutbox);

  it('sends the answer through the outbox, keeps it with who and when, and marks it answered', async () => {
    const stored = await send({
      name: 'Usman',
      email: 'Usman@Example.pk',
      subject: 'Delivery',
      message: 'When will my order arrive?\nIt has been a week.',
      phone: '0300 1234567',
    });
    expect(stored.phone).toBe('0300 1234567');
    const reply = (text: unknown, token: string | null = clerk) =>
      as(t, token)('POST', `/api/contacts/${stored._id}/reply`, { reply: text });

    expect((await reply('Hello', null)).statusCode).toBe(401);
    const blank = await reply('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ param: 'reply', msg: 'Write the answer to send.' }]);
    expect(await outbox()).toEqual([]);

    const answered = await reply('  Your parcel left Lahore today; TCS 7712345678.  ');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      message: 'Reply sent by e-mail',
      contact: {
        status: 'Responded',
        reply: 'Your parcel left Lahore today; TCS 7712345678.',
        repliedBy: 'Nadia Clerk',
      },
    });
    expect(Date.parse(answered.json().contact.repliedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [mail, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      eventKey: `contact-reply:${stored._id}`,
      recipient: 'usman@example.pk',
      subject: 'Re: Delivery',
    });
    const sent = await delivered('Re: Delivery');
    expect(sent.to?.[0]?.address).toBe('usman@example.pk');
    expect(sent.text).toContain('Your parcel left Lahore today; TCS 7712345678.');
    expect(sent.text).toContain('Khushbu House');
    expect(sent.text).toContain('> When will my order arrive?\n> It has been a week.');

    // Kept with the message; a second answer is refused and sends nothing.
    const [listed] = (await as(t, clerk)('GET', '/api/contacts/')).json();
    expect(listed).toMatchObject({ status: 'Responded', repliedBy: 'Nadia Clerk' });
    expect((await reply('Again')).statusCode).toBe(409);
    expect(await outbox()).toHaveLength(1);
    const missing = await as(t, clerk)(
      'POST',
      '/api/contacts/00000000-0000-4000-8000-000000000000/reply',
      { reply: 'Hi' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('takes a message without a phone, and refuses a phone that is not one', async () => {
    const stored = await send({
      name: 'Hina',
      email: 'hina@example.pk',
      subject: 'Gift wrap',
      message: 'Do you wrap gifts?',
    });
    expect(stored.phone).toBeNull();
    const bad = await as(t, null)('POST', '/api/contacts/', {
      name: 'Hina',
      email: 'hina@example.pk',
      subject: 'Gift wrap',
      message: 'Do you wrap gifts?',
      phone: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ param: 'phone', msg: 'Enter a valid phone number' }]);
  });
});
