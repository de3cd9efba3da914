import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, variants } from '../../server/src/db/schema';
import { customer, seedPerfume } from './helpers/catalogue';
import { freePort } from './helpers/nginx';
import { smtpServer } from './helpers/smtp';
import { as, createTestApp, seedAdmin, type TestApp } from './helpers/testApp';

async function until<T>(check: () => T | Promise<T>, ms = 15_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ORIGIN = 'https://shop.example.pk';

/** HTML text as a mail client shows it (Mustache escapes `/`, `=` and `&` in links). */
const decoded = (html: string) =>
  html
    .replace(/&#x2F;/g, '/')
    .replace(/&#x3D;/g, '=')
    .replace(/&amp;/g, '&');

describe('cash-on-delivery operations: order e-mails, couriers, customer history, low stock', () => {
  let t: TestApp;
  let smtp: ReturnType<typeof smtpServer>;
  let staff: Awaited<ReturnType<typeof seedAdmin>>;
  let owner: Awaited<ReturnType<typeof seedAdmin>>;
  let perfume: Awaited<ReturnType<typeof seedPerfume>>;

  /** Every message the SMTP server received, parsed. */
  const inbox = () => Promise.all(smtp.received.map((raw) => PostalMime.parse(raw)));
  const mailTo = async (to: string, subject: RegExp) =>
    until(async () =>
      (await inbox()).find((m) => m.to?.[0]?.address === to && subject.test(m.subject ?? '')),
    );

  const place = async (
    overrides: Partial<typeof customer> = {},
    quantity = 1,
    variant = perfume,
  ) => {
    const response = await as(t, null)('POST', '/api/orders/', {
      ...customer,
      ...overrides,
      products: [{ productId: variant.perfumeId, variantSize: '50ml', quantity }],
    });
    expect(response.statusCode).toBe(201);
    return response.json().order as { _id: string; orderNumber: string; totalAmount: number };
  };
  const setStatus = (id: string, body: Record<string, unknown>) =>
    as(t, staff.token)('PUT', `/api/orders/${id}`, body);

  beforeAll(async () => {
    const port = await freePort();
    smtp = smtpServer(port);
    await smtp.start();
    smtpRunning = true;
    t = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        PUBLIC_URL: ORIGIN,
        SHOP_NAME: 'Khushbu House',
        SHOP_WHATSAPP: '0333 7654321',
        LOW_STOCK_THRESHOLD: '5',
      },
      {},
      { rateLimit: false },
    );
    staff = await seedAdmin(t, { name: 'Dispatch', email: 'dispatch@shop.test' });
    owner = await seedAdmin(t, { name: 'Owner', email: 'owner@shop.test', role: 'superadmin' });
    perfume = await seedPerfume(t, 'Oud Royale', [{ size: '50ml', price: 4500, stock: 500 }]);
  });
  let smtpRunning = false;
  afterAll(async () => {
    await t?.close();
    if (smtpRunning) await smtp.stop();
  });

  it('mails the customer at every step, and records who confirmed and the courier', async () => {
    const email = 'sana@example.pk';
    const order = await place({ customerEmail: email, customerName: 'Sana Mir' }, 2);

    const placed = await mailTo(email, /received/);
    expect(placed.subject).toBe(`Order ${order.orderNumber} received: Rs. 9,000 cash on delivery`);
    expect(placed.from?.address).toBeTruthy();
    for (const body of [placed.text!, decoded(placed.html!)]) {
      expect(body).toContain(order.orderNumber);
      expect(body).toContain('Oud Royale (50ml)');
      expect(body).toContain('Rs. 9,000');
      expect(body).toContain(`${ORIGIN}/track-order?number=${order.orderNumber}`);
      expect(body).toContain(`${ORIGIN}/order/${order._id}`);
      expect(body).toContain('Khushbu House');
    }
    expect(placed.text).toContain('please keep Rs. 9,000 ready for the rider');
    expect(decoded(placed.html!)).toContain('https://wa.me/923337654321');

    const confirmed = await setStatus(order._id, {
      status: 'Confirmed',
      confirmedBy: 'WhatsApp',
    });
    expect(confirmed.statusCode).toBe(200);
    const history = confirmed.json().order.history;
    expect(history.at(-1)).toMatchObject({
      status: 'Confirmed',
      by: 'Dispatch',
      note: 'Confirmed on WhatsApp',
    });
    expect(Date.parse(history.at(-1).at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await mailTo(email, /confirmed/)).subject).toBe(`Order ${order.orderNumber} confirmed`);

    const shipped = await setStatus(order._id, {
      status: 'Shipped',
      courier: 'TCS',
      trackingNumber: '7712345678',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({
      courier: 'TCS',
      trackingNumber: '7712345678',
      trackingUrl: 'https://www.tcsexpress.com/track/7712345678',
    });
    expect(shipped.json().order.history.at(-1).note).toBe('TCS 7712345678');
    const onItsWay = await mailTo(email, /on its way/);
    expect(onItsWay.text).toContain('Courier: TCS');
    expect(onItsWay.text).toContain('Tracking number: 7712345678');
    expect(decoded(onItsWay.html!)).toContain('href="https://www.tcsexpress.com/track/7712345678"');

    const tracked = await as(t, null)('POST', '/api/orders/track-order', {
      orderNumber: order.orderNumber,
    });
    expect(tracked.json().order).toMatchObject({
      courier: 'TCS',
      trackingNumber: '7712345678',
      trackingUrl: 'https://www.tcsexpress.com/track/7712345678',
    });
    // Staff notes stay with staff.
    expect(tracked.json().order.history.some((e: object) => 'note' in e)).toBe(false);

    expect((await setStatus(order._id, { status: 'Delivered' })).statusCode).toBe(200);
    const delivered = await mailTo(email, /delivered/);
    expect(delivered.text).not.toContain('ready for the rider');

    // One mail per event, ever: four for this order.
    const mine = (await inbox()).filter((m) => m.to?.[0]?.address === email);
    expect(mine.map((m) => m.subject)).toEqual([
      `Order ${order.orderNumber} received: Rs. 9,000 cash on delivery`,
      `Order ${order.orderNumber} confirmed`,
      `Order ${order.orderNumber} is on its way`,
      `Order ${order.orderNumber} delivered`,
    ]);
  });

  it('mails a cancellation and a return, and escapes what the customer typed', async () => {
    const email = 'hostile@example.pk';
    const cancelled = await place({ customerEmail: email, customerName: 'Ali <b>Bold</b>' });
    await mailTo(email, /received/);
    await setStatus(cancelled._id, { status: 'Cancelled' });
    const mail = await mailTo(email, /cancelled/);
    expect(mail.html).toContain('Ali &lt;b&gt;Bold&lt;&#x2F;b&gt;');
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.text).toContain('Ali <b>Bold</b>');

    const returned = await place({ customerEmail: email, customerName: 'Ali' });
    for (const step of [
      { status: 'Confirmed', confirmedBy: 'Call' },
      { status: 'Shipped', courier: 'Pakistan Post', trackingNumber: 'UMS123456789' },
      { status: 'Returned' },
    ]) {
      expect((await setStatus(returned._id, step)).statusCode).toBe(200);
    }
    expect((await mailTo(email, /returned to us/)).subject).toBe(
      `Order ${returned.orderNumber} returned to us`,
    );
  });

  it('asks how a Confirmed order was confirmed: required, one of WhatsApp, Call, Other, only then', async () => {
    const order = await place();
    for (const body of [
      { status: 'Confirmed' },
      { status: 'Confirmed', confirmedBy: 'Pigeon' },
      { status: 'Confirmed', confirmedBy: '' },
      { status: 'Cancelled', confirmedBy: 'WhatsApp' },
    ]) {
      const answer = await setStatus(order._id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.json())).toContain('confirmedBy');
    }
    const other = await setStatus(order._id, {
      status: 'Confirmed',
      confirmedBy: 'Other',
      note: 'Came to the shop',
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().order.history.at(-1)).toMatchObject({
      status: 'Confirmed',
      by: 'Dispatch',
      note: 'Confirmed another way · Came to the shop',
    });
    const byCall = await place();
    const called = await setStatus(byCall._id, { status: 'Confirmed', confirmedBy: 'Call' });
    expect(called.json().order.history.at(-1).note).toBe('Confirmed by phone call');
  });

  it('refuses a courier or tracking number that does not fit, naming the field', async () => {
    const order = await place();
    const refusals: [Record<string, unknown>, string][] = [
      [{ status: 'Confirmed', courier: 'TCS' }, 'courier'],
      [{ status: 'Confirmed', trackingNumber: '123456' }, 'trackingNumber'],
    ];
    for (const [body, field] of refusals) {
      const answer = await setStatus(order._id, body);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(field);
    }
    await setStatus(order._id, { status: 'Confirmed', confirmedBy: 'WhatsApp' });
    for (const [body, field] of [
      [{ status: 'Shipped', courier: 'DHL Moon' }, 'courier'],
      [{ status: 'Shipped', courier: 'TCS', trackingNumber: 'ab cd;drop' }, 'trackingNumber'],
      [{ status: 'Shipped', trackingNumber: '123456' }, 'courier'],
    ] as const) {
      const answer = await setStatus(order._id, body);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(field);
    }
    // The call of the specification, with no courier, still ships.
    const plain = await setStatus(order._id, { status: 'Shipped' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().order).toMatchObject({ courier: null, trackingUrl: null });
  });

  it("shows staff the customer's history by phone and by e-mail", async () => {
    const phone = { customerPhone: '0321-5550001' };
    const a = await place({ ...phone, customerEmail: 'one@example.pk' });
    const b = await place({ customerPhone: '+923215550001', customerEmail: 'two@example.pk' });
    const c = await place({ customerPhone: '03215550001', customerEmail: 'one@example.pk' });
    const d = await place({ customerPhone: '0345-5550002', customerEmail: 'ONE@example.pk' });
    await place({ customerPhone: '0345-5550003', customerEmail: 'stranger@example.pk' });
    const step = (status: string) => ({
      status,
      ...(status === 'Confirmed' ? { confirmedBy: 'WhatsApp' } : {}),
    });
    for (const status of ['Confirmed', 'Shipped', 'Delivered'])
      await setStatus(a._id, step(status));
    for (const status of ['Confirmed', 'Shipped', 'Returned']) await setStatus(b._id, step(status));
    await setStatus(d._id, { status: 'Cancelled' });

    const answer = await as(t, staff.token)('GET', `/api/orders/${c._id}/customer-history`);
    expect(answer.statusCode).toBe(200);
    const history = answer.json();
    expect(history.byPhone).toMatchObject({
      orders: 2,
      delivered: 1,
      returned: 1,
      cancelled: 0,
      deliveredValue: 4500,
    });
    expect(history.byEmail).toMatchObject({ orders: 2, delivered: 1, cancelled: 1, returned: 0 });
    expect(history.orders.map((o: { orderNumber: string }) => o.orderNumber).sort()).toEqual(
      [a, b, d].map((o) => o.orderNumber).sort(),
    );
    expect(history.orders.find((o: { _id: string }) => o._id === a._id)).toMatchObject({
      samePhone: true,
      sameEmail: true,
    });

    expect((await as(t, null)('GET', `/api/orders/${c._id}/customer-history`)).statusCode).toBe(
      401,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await as(t, staff.token)('GET', `/api/orders/${missing}/customer-history`)).statusCode,
    ).toBe(404);
  });

  it('tells superadmins once each time a variant falls to the low-stock level', async () => {
    const low = await seedPerfume(t, 'Rose Attar', [{ size: '50ml', price: 1200, stock: 8 }]);
    const alerts = async () =>
      (await inbox()).filter((m) => /^Low stock: Rose Attar/.test(m.subject ?? ''));

    await place({}, 2, low); // 6 left
    const first = await place({}, 1, low); // 5 left: the crossing
    // One mail for each active superadmin (the root and the owner), none for other staff.
    const told = await until(async () => ((await alerts()).length >= 2 ? alerts() : null));
    expect(told.map((m) => m.to?.[0]?.address).sort()).toEqual([owner.email, 'root@shop.test']);
    expect(told[0]!.subject).toBe('Low stock: Rose Attar (50ml), 5 left');
    expect(told[0]!.text).toContain(`${ORIGIN}/perfumes`);
    const perCrossing = told.length;

    const second = await place({}, 1, low); // 4 left: still low, no new alert
    await until(async () => {
      const rows = await t.app.database.db.select().from(mailOutbox);
      return rows.every((row) => row.sentAt || row.failedAt);
    });
    expect(await alerts()).toHaveLength(perCrossing);

    // Cancelled orders give 2 back: 6 left, above the level again; the next fall is told again.
    await setStatus(first._id, { status: 'Cancelled' });
    await setStatus(second._id, { status: 'Cancelled' });
    const [row] = await t.app.database.db
      .select()
      .from(variants)
      .where(eq(variants.id, low.variants[0]!.id));
    expect(row!.lowStockAlertedAt).toBeNull();
    await place({}, 1, low); // 5 left again
    await until(async () => ((await alerts()).length === perCrossing * 2 ? true : null));
  });

  it('places the order even when mail cannot be sent', async () => {
    await smtp.stop();
    smtpRunning = false;
    const order = await place({ customerEmail: 'offline@example.pk' });
    const [mail] = await t.app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.eventKey, `order-placed:${order._id}`));
    expect(mail).toMatchObject({ recipient: 'offline@example.pk', sentAt: null });
    expect(mail!.html).toContain(order.orderNumber);
  });
});
