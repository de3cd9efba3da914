import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountCodes, orders } from '../../server/src/db/schema';
import { cancelUnconfirmedOrders } from '../../server/src/modules/orders/pendingExpiry';
import { orderMail } from '../../server/src/modules/orders/orderMails';
import { brand } from '@shop/domain/brand';
import { customer } from './helpers/catalogue';
import { discountShop, HOUR, terms } from './helpers/discounts';
import { as, onPostgres } from './helpers/testApp';

/** A discount code's uses: counted at checkout, given back on cancelling, shown on the order. */
describe(`discount code uses (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const shop = discountShop();
  const { t, create, order, check, reason } = shop;

  it('stops at its total uses; a cancelled order, by staff or by the system, gives its use back', async () => {
    const made = await create('TWICE', { maxUses: 2 });
    const first = (await order('TWICE')).json().order;
    const second = (await order('TWICE')).json().order;
    expect(reason(await order('TWICE'))).toBe('This discount code has been used up.');
    expect(reason(await check('TWICE'))).toBe('This discount code has been used up.');

    const cancelled = await as(t, shop.clerk)('PUT', `/api/orders/${first._id}`, {
      status: 'Cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const third = await order('TWICE');
    expect(third.statusCode, third.body).toBe(201);
    expect(reason(await order('TWICE'))).toBe('This discount code has been used up.');

    // Not confirmed in time: the system cancels it and the use comes back.
    const { db } = t.app.database;
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 100 * HOUR) })
      .where(eq(orders.id, second._id));
    await cancelUnconfirmedOrders(db, 72);
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, made._id));
    expect(row!.usedCount).toBe(1);
    expect((await order('TWICE')).statusCode).toBe(201);

    // Its total uses cannot be set below what has been used.
    const edit = (maxUses: number) =>
      as(t, shop.root)('PUT', `/api/admin/discounts/${made._id}`, terms('TWICE', { maxUses }));
    const lowered = await edit(1);
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().errors).toEqual([
      { param: 'maxUses', msg: 'Total uses cannot be fewer than the 2 already used.' },
    ]);
    expect((await edit(2)).statusCode).toBe(200);
  });

  it('counts uses per phone number however it is written', async () => {
    await create('ONEPERPHONE', { maxUsesPerPhone: 1 });
    const first = await order('ONEPERPHONE', 2, { customerPhone: '0333 7654321' });
    expect(first.statusCode, first.body).toBe(201);
    for (const spelling of ['+92 333 7654321', '923337654321', '۰۳۳۳۷۶۵۴۳۲۱']) {
      expect(reason(await order('ONEPERPHONE', 2, { customerPhone: spelling }))).toBe(
        'This discount code has already been used with this phone number.',
      );
    }
    expect(reason(await check('ONEPERPHONE', 2, '0333-7654321'))).toBe(
      'This discount code has already been used with this phone number.',
    );
    expect((await order('ONEPERPHONE', 2, { customerPhone: '0333 7654322' })).statusCode).toBe(201);
    // Its order cancelled, the number may use it again.
    await as(t, shop.clerk)('PUT', `/api/orders/${first.json().order._id}`, {
      status: 'Cancelled',
    });
    expect((await order('ONEPERPHONE', 2, { customerPhone: '0333-7654321' })).statusCode).toBe(201);
  });

  it('shows the discount on the order, its e-mail, the exports and the dashboard', async () => {
    await create('SHOWN', { kind: 'fixed', value: 250 });
    const placed = (await order('SHOWN', 3)).json().order;
    const page = (await as(t, shop.clerk)('GET', `/api/orders/${placed._id}`)).json();
    expect(page).toMatchObject({ itemsTotal: 3000, discount: 250, discountCode: 'SHOWN' });
    expect(page.totalAmount).toBe(2750);
    const tracked = await as(t, null)('POST', '/api/orders/track-order', {
      orderNumber: placed.orderNumber,
    });
    expect(tracked.json().order).toMatchObject({ discount: 250, totalAmount: 2750 });

    const mail = orderMail(
      'placed',
      {
        ...customer,
        id: placed._id,
        orderNumber: placed.orderNumber,
        paymentMethod: 'COD',
        status: 'Pending',
        totalAmount: 2750,
        deliveryFee: 0,
        discount: 250,
        discountCode: 'SHOWN',
        createdAt: new Date(),
        courier: null,
        trackingNumber: null,
        lines: [{ name: 'Code Oud', size: '50ml', quantity: 3, price: 1000 }],
      },
      brand,
      'https://shop.test',
    );
    expect(mail.text).toContain('Items: Rs. 3,000');
    expect(mail.text).toContain('Discount (SHOWN): -Rs. 250');
    expect(mail.text).toMatch(/keep Rs\. 2,750 ready/);
    expect(mail.html).toContain('Discount (SHOWN)');

    const csv = await as(t, shop.clerk)('GET', `/api/orders/export?search=${placed.orderNumber}`);
    const [header, line] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(',').slice(-3)).toEqual([
      'Delivery (PKR)',
      'Discount (PKR)',
      'Discount code',
    ]);
    expect(line!.split(',').slice(-3)).toEqual(['0.00', '250.00', 'SHOWN']);

    const before = (await as(t, shop.clerk)('GET', '/api/dashboard')).json().kpis;
    expect(before.discounts).toBeGreaterThanOrEqual(250);
    await as(t, shop.clerk)('PUT', `/api/orders/${placed._id}`, { status: 'Cancelled' });
    const after = (await as(t, shop.clerk)('GET', '/api/dashboard')).json().kpis;
    // A cancelled order's discount is no longer counted.
    expect(before.discounts - after.discounts).toBe(250);
    expect(before.discountedOrders - after.discountedOrders).toBe(1);
  });
});
