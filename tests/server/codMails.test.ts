import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/src/db/schema';
import { codShop, decoded, ORIGIN } from './helpers/codShop';
import { as } from './helpers/testApp';

describe('cash-on-delivery order e-mails: every step, who confirmed, the courier', () => {
  const shop = codShop();
  const { t, inbox, mailTo, place, setStatus } = shop;

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

    // Typed as printed on the slip, with spaces (issue 25): stored without them.
    const shipped = await setStatus(order._id, {
      status: 'Shipped',
      courier: 'TCS',
      trackingNumber: ' 7712 3456 78 ',
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

  it('places the order even when mail cannot be sent', async () => {
    await shop.stopMail();
    const order = await place({ customerEmail: 'offline@example.pk' });
    const [mail] = await t.app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.eventKey, `order-placed:${order._id}`));
    expect(mail).toMatchObject({ recipient: 'offline@example.pk', sentAt: null });
    expect(mail!.html).toContain(order.orderNumber);
  });
});
