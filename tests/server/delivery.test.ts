import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/src/db/schema';
import { orderMail } from '../../server/src/modules/orders/orderMails';
import { brand } from '@shop/domain/brand';
import { customer, seedPerfume } from './helpers/catalogue';
import { as, testServer } from './helpers/testApp';

/** Delivery charges: priced by the server from the address, stored on the order, in its total. */
describe('delivery charges', () => {
  const t = testServer({}, {}, { rateLimit: false });
  let perfumeId: string;

  beforeAll(async () => {
    // Rs. 1000 and Rs. 2499.50 a bottle: 5 x 1000 = 5000 (at the threshold), 2 x 2499.50 = 4999 (just under).
    const seeded = await seedPerfume(t, 'Delivery Oud', [
      { size: '50ml', price: 1000, stock: 500 },
      { size: '30ml', price: 2499.5, stock: 500 },
    ]);
    perfumeId = seeded.perfumeId;
  });

  const settings = async () => (await as(t, t.root)('GET', '/api/admin/settings')).json();
  const setDelivery = async (delivery: Record<string, unknown>) =>
    as(t, t.root)('PUT', '/api/admin/settings', { ...(await settings()), ...delivery });

  let phone = 0;
  async function order(province: string, lines: { size: string; quantity: number }[], extra = {}) {
    phone += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        ...customer,
        customerPhone: `0300-${String(1000000 + phone)}`,
        customerProvince: province,
        products: lines.map((l) => ({
          productId: perfumeId,
          variantSize: l.size,
          quantity: l.quantity,
        })),
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().order as {
      _id: string;
      totalAmount: number;
      itemsTotal: number;
      deliveryFee: number;
    };
  }

  it('charges nothing until a fee is set: the total is the items', async () => {
    expect((await as(t, null)('GET', '/api/shop')).json().delivery).toEqual({
      fee: 0,
      provinceFees: {},
      cityFees: [],
      freeOver: null,
    });
    const placed = await order('Gilgit', [{ size: '50ml', quantity: 2 }]);
    expect(placed).toMatchObject({ totalAmount: 2000, itemsTotal: 2000, deliveryFee: 0 });
  });

  it('refuses a negative, fractional or too large fee with a 400 naming the field', async () => {
    for (const [field, value] of [
      ['deliveryFee', -1],
      ['deliveryFee', 150.5],
      ['deliveryFee', 100_001],
      ['deliveryFeeGilgit', -10],
      ['freeDeliveryOver', 10_000_001],
    ] as const) {
      const refused = await setDelivery({ [field]: value });
      expect(refused.statusCode, `${field}=${value}`).toBe(400);
      expect(refused.body).toContain(field);
    }
    expect((await settings()).deliveryFee).toBe(0);
  });

  it('prices by province and the threshold at its edges, from the server’s own figures', async () => {
    const saved = await setDelivery({
      deliveryFee: 200,
      deliveryFeeGilgit: 450,
      freeDeliveryOver: 5000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await as(t, null)('GET', '/api/shop')).json().delivery).toEqual({
      fee: 200,
      provinceFees: { Gilgit: 450 },
      cityFees: [],
      freeOver: 5000,
    });

    // Just under the threshold: Rs. 4999 of items.
    const karachi = await order('Sindh', [{ size: '30ml', quantity: 2 }]);
    expect(karachi).toMatchObject({ itemsTotal: 4999, deliveryFee: 200, totalAmount: 5199 });
    const gilgit = await order('Gilgit', [{ size: '30ml', quantity: 2 }]);
    expect(gilgit).toMatchObject({ itemsTotal: 4999, deliveryFee: 450, totalAmount: 5449 });
    // Exactly at it: free.
    const atThreshold = await order('Gilgit', [{ size: '50ml', quantity: 5 }]);
    expect(atThreshold).toMatchObject({ itemsTotal: 5000, deliveryFee: 0, totalAmount: 5000 });
    // Just over it: free.
    const over = await order('Gilgit', [
      { size: '50ml', quantity: 5 },
      { size: '30ml', quantity: 1 },
    ]);
    expect(over).toMatchObject({ itemsTotal: 7499.5, deliveryFee: 0, totalAmount: 7499.5 });

    // Stored as a column of its own; the order page reads it back.
    const [row] = await t.app.database.db.select().from(orders).where(eq(orders.id, gilgit._id));
    expect(Number(row!.deliveryFee)).toBe(450);
    expect(Number(row!.totalAmount)).toBe(5449);
    const page = (await as(t, t.root)('GET', `/api/orders/${gilgit._id}`)).json();
    expect(page).toMatchObject({ itemsTotal: 4999, deliveryFee: 450, totalAmount: 5449 });
  });

  it('ignores a total or fee the client sends', async () => {
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        ...customer,
        customerPhone: '0311-7654321',
        customerProvince: 'Gilgit',
        products: [{ productId: perfumeId, variantSize: '50ml', quantity: 1 }],
        totalAmount: 1,
        deliveryFee: 0,
      },
    });
    // Either refused as an unknown field or placed at the server's price; never at the client's.
    if (tampered.statusCode === 201) {
      expect(tampered.json().order).toMatchObject({
        itemsTotal: 1000,
        deliveryFee: 450,
        totalAmount: 1450,
      });
    } else {
      expect(tampered.statusCode).toBe(400);
    }
  });

  const kpis = async () =>
    (({ totalSales, delivery, deliveryOrders }) => ({ totalSales, delivery, deliveryOrders }))(
      (await as(t, t.root)('GET', '/api/dashboard')).json().kpis as {
        totalSales: number;
        delivery: number;
        deliveryOrders: number;
      },
    );
  const deliver = async (id: string) => {
    for (const status of ['Confirmed', 'Shipped', 'Delivered']) {
      const moved = await as(t, t.root)('PUT', `/api/orders/${id}`, {
        status,
        ...(status === 'Confirmed' ? { confirmedBy: 'WhatsApp' } : {}),
        ...(status === 'Shipped' ? { courier: 'TCS', trackingNumber: '7712345678' } : {}),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  };

  it('counts delivery in Total Sales and the Delivery card once an order is collected', async () => {
    const before = await kpis();
    // Delivery charged, not collected yet: neither figure moves.
    const placed = await order('Sindh', [{ size: '50ml', quantity: 1 }]);
    expect(await kpis()).toEqual(before);
    // Free at the threshold: collected, but no delivery charge to count.
    const free = await order('Gilgit', [{ size: '50ml', quantity: 5 }]);
    expect(free.deliveryFee).toBe(0);
    await deliver(placed._id);
    await deliver(free._id);
    const after = await kpis();
    expect(after.totalSales - before.totalSales).toBe(1200 + 5000);
    expect(after.delivery - before.delivery).toBe(200);
    expect(after.deliveryOrders - before.deliveryOrders).toBe(1);
  });

  it('keeps the delivery settings when a PUT leaves them out', async () => {
    const current = await settings();
    const withoutDelivery = Object.fromEntries(
      Object.entries(current).filter(([field]) => !/^(deliveryFee|freeDeliveryOver)/.test(field)),
    );
    const saved = await as(t, t.root)('PUT', '/api/admin/settings', withoutDelivery);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      deliveryFee: 200,
      deliveryFeeGilgit: 450,
      freeDeliveryOver: 5000,
    });
  });

  it('prices a city’s own fee over its province’s, matching the city without case or spaces', async () => {
    const saved = await setDelivery({
      cityDeliveryFees: [
        { city: 'Karachi', province: 'Sindh', fee: 150 },
        { city: '  Dera   Ghazi Khan ', province: 'Punjab', fee: 600 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const cityFees = [
      { city: 'Karachi', province: 'Sindh', fee: 150 },
      { city: 'Dera Ghazi Khan', province: 'Punjab', fee: 600 },
    ];
    expect(saved.json().cityDeliveryFees).toEqual(cityFees);
    expect((await as(t, null)('GET', '/api/shop')).json().delivery).toEqual({
      fee: 200,
      provinceFees: { Gilgit: 450 },
      cityFees,
      freeOver: 5000,
    });
    const under = [{ size: '30ml', quantity: 2 }]; // Rs. 4999: just under the threshold
    const at = (province: string, city: string, lines = under) =>
      order(province, lines, { customerCity: city });
    expect(await at('Sindh', '  kARACHI ')).toMatchObject({ deliveryFee: 150, totalAmount: 5149 });
    expect(await at('Punjab', 'dera ghazi   khan')).toMatchObject({ deliveryFee: 600 });
    // The same name in another province, or another city: the province's fee, else the default.
    expect(await at('Punjab', 'Karachi')).toMatchObject({ deliveryFee: 200 });
    expect(await at('Sindh', 'Sukkur')).toMatchObject({ deliveryFee: 200 });
    expect(await at('Gilgit', 'Skardu')).toMatchObject({ deliveryFee: 450 });
    // At the threshold a city's fee is free too.
    expect(await at('Sindh', 'Karachi', [{ size: '50ml', quantity: 5 }])).toMatchObject({
      itemsTotal: 5000,
      deliveryFee: 0,
    });
    // Removed: the province's fee again.
    await setDelivery({ cityDeliveryFees: [cityFees[1]] });
    expect(await at('Sindh', 'Karachi')).toMatchObject({ deliveryFee: 200 });
  });

  it.each([
    [[{ city: '  ', province: 'Sindh', fee: 100 }], /city is required/],
    [[{ city: 'Karachi', province: 'Mars', fee: 100 }], /province/],
    [[{ city: 'Karachi', province: 'Sindh', fee: -1 }], /0 to 100000/],
    [[{ city: 'Karachi', province: 'Sindh', fee: 100_001 }], /0 to 100000/],
    [[{ city: '<b>Karachi</b>', province: 'Sindh', fee: 100 }], /plain text/],
    [
      [
        { city: 'Karachi', province: 'Sindh', fee: 100 },
        { city: ' KARACHI', province: 'Sindh', fee: 120 },
      ],
      /City fee 2: .*already has a fee/,
    ],
  ])('refuses city fees %j with a 400 naming cityDeliveryFees', async (rows, message) => {
    const before = (await settings()).cityDeliveryFees;
    const refused = await setDelivery({ cityDeliveryFees: rows });
    expect(refused.statusCode).toBe(400);
    const body = refused.json() as { errors?: { param: string; msg: string }[] };
    expect(body.errors?.find((e) => e.param === 'cityDeliveryFees')?.msg).toMatch(message);
    expect((await settings()).cityDeliveryFees).toEqual(before);
  });
});

describe('order e-mails with delivery', () => {
  const order = {
    ...customer,
    id: '44444444-4444-4444-8444-444444444444',
    orderNumber: 'ORD-20260101-AB12C',
    status: 'Pending' as const,
    createdAt: new Date('2026-01-01T10:00:00Z'),
    courier: null,
    trackingNumber: null,
    lines: [{ name: 'Delivery Oud', size: '30ml', quantity: 2, price: 2499.5 }],
  };

  /** The mail of a placed order of `order`'s items, with this total and delivery fee. */
  const placedMail = (totalAmount: number, deliveryFee: number) =>
    orderMail('placed', { ...order, totalAmount, deliveryFee }, brand, 'https://shop.test');

  it('shows items, delivery and the total to collect when delivery is charged', () => {
    const mail = placedMail(5449, 450);
    expect(mail.text).toContain('Items: Rs. 4,999');
    expect(mail.text).toContain('Delivery: Rs. 450');
    expect(mail.text).toContain('Total: Rs. 5,449');
    expect(mail.text).toMatch(/keep Rs\. 5,449 ready/);
    expect(mail.html).toContain('Delivery');
    expect(mail.html).toContain('Rs. 450');
  });

  it('shows the total alone when delivery was free, as before', () => {
    const mail = placedMail(4999, 0);
    expect(mail.text).not.toContain('Delivery:');
    expect(mail.text).toContain('Total: Rs. 4,999');
  });
});
