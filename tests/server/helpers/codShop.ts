import PostalMime from 'postal-mime';
import { afterAll, beforeAll, expect } from 'vitest';
import { customer, seedPerfume } from './catalogue';
import { freePort } from './nginx';
import { smtpServer, until } from './smtp';
import { as, createTestApp, seedAdmin, type TestApp } from './testApp';

export const ORIGIN = 'https://shop.example.pk';

/** HTML text as a mail client shows it (Mustache escapes `/`, `=` and `&` in links). */
export const decoded = (html: string) =>
  html
    .replace(/&#x2F;/g, '/')
    .replace(/&#x3D;/g, '=')
    .replace(/&amp;/g, '&');

/**
 * A cash-on-delivery shop for the enclosing describe block: a server that mails through a real
 * SMTP server on loopback, a dispatch clerk, an owner (a second superadmin) and one perfume with
 * plenty of stock; with the calls the order-operation tests make.
 */
export function codShop() {
  const shop = {
    t: {} as TestApp,
    smtp: {} as ReturnType<typeof smtpServer>,
    staff: {} as Awaited<ReturnType<typeof seedAdmin>>,
    owner: {} as Awaited<ReturnType<typeof seedAdmin>>,
    perfume: {} as Awaited<ReturnType<typeof seedPerfume>>,
    inbox,
    mailTo,
    place,
    setStatus,
    stopMail,
  };
  let smtpRunning = false;

  beforeAll(async () => {
    const port = await freePort();
    shop.smtp = smtpServer(port);
    await shop.smtp.start();
    smtpRunning = true;
    Object.assign(
      shop.t,
      await createTestApp(
        {
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          PUBLIC_URL: ORIGIN,
          SHOP_NAME: 'Khushbu House',
          SHOP_WHATSAPP: '0333 7654321',
          LOW_STOCK_THRESHOLD: '5',
        },
        {},
        { rateLimit: false },
      ),
    );
    shop.staff = await seedAdmin(shop.t, { name: 'Dispatch', email: 'dispatch@shop.test' });
    shop.owner = await seedAdmin(shop.t, {
      name: 'Owner',
      email: 'owner@shop.test',
      role: 'superadmin',
    });
    shop.perfume = await seedPerfume(shop.t, 'Oud Royale', [
      { size: '50ml', price: 4500, stock: 500 },
    ]);
  });
  afterAll(async () => {
    await shop.t.close?.();
    await stopMail();
  });

  /** Every message the SMTP server received, parsed. */
  function inbox() {
    return Promise.all(shop.smtp.received.map((raw) => PostalMime.parse(raw)));
  }
  function mailTo(to: string, subject: RegExp) {
    return until(async () =>
      (await inbox()).find((m) => m.to?.[0]?.address === to && subject.test(m.subject ?? '')),
    );
  }

  async function place(
    overrides: Partial<typeof customer> = {},
    quantity = 1,
    variant = shop.perfume,
  ) {
    const response = await as(shop.t, null)('POST', '/api/orders/', {
      ...customer,
      ...overrides,
      products: [{ productId: variant.perfumeId, variantSize: '50ml', quantity }],
    });
    expect(response.statusCode).toBe(201);
    return response.json().order as { _id: string; orderNumber: string; totalAmount: number };
  }
  function setStatus(id: string, body: Record<string, unknown>) {
    return as(shop.t, shop.staff.token)('PUT', `/api/orders/${id}`, body);
  }

  /** Stops the SMTP server (once): mail can no longer be sent. */
  async function stopMail() {
    if (!smtpRunning) return;
    smtpRunning = false;
    await shop.smtp.stop();
  }

  return shop;
}
