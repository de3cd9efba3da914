import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, variants } from '../../server/src/db/schema';
import { as, createTestApp, testServer } from './helpers/testApp';
import { customer, seedPerfume } from './helpers/catalogue';

describe('placing orders', () => {
  const t = testServer({}, {}, { rateLimit: false });
  let rose: Awaited<ReturnType<typeof seedPerfume>>;
  let oud: Awaited<ReturnType<typeof seedPerfume>>;

  const place = (products: object[], fields: object = {}) =>
    as(t, null)('POST', '/api/orders/', { ...customer, ...fields, products });
  const counters = async (variantId: string) => {
    const [row] = await t.app.database.db.select().from(variants).where(eq(variants.id, variantId));
    return {
      stock: row!.stock,
      reservedQty: row!.reservedQty,
      shippedQty: row!.shippedQty,
      returnedQty: row!.returnedQty,
    };
  };

  beforeAll(async () => {
    rose = await seedPerfume(t, 'Rose', [
      { size: '30ml', price: 2799, stock: 10 },
      { size: '100ml', price: 7499.5, stock: 3 },
    ]);
    oud = await seedPerfume(t, 'Oud', [{ size: '6ml', price: 1500, stock: 2 }]);
  });

  it('prices from the catalogue, ignoring the client price, and reserves the stock', async () => {
    const response = await place([
      { productId: rose.perfumeId, variantSize: '30ml', quantity: 2, price: 1 },
      { productId: rose.perfumeId, variantSize: '100ml', quantity: 1, price: 0.01 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { message, order } = response.json();
    expect(message).toBe('Order placed successfully');
    expect(order.orderNumber).toMatch(/^ORD-\d{8}-[A-Z0-9]{5}$/);
    expect(order).toMatchObject({
      status: 'Pending',
      paymentMethod: 'COD',
      totalAmount: 2 * 2799 + 7499.5,
      customerEmail: 'ayesha@example.pk',
      customerProvince: 'Sindh',
      postalcode: '75500',
    });
    expect(order.products).toEqual(
      expect.arrayContaining([
        {
          productId: { _id: rose.perfumeId, name: 'Rose' },
          variantSize: '30ml',
          quantity: 2,
          price: 2799,
        },
        {
          productId: { _id: rose.perfumeId, name: 'Rose' },
          variantSize: '100ml',
          quantity: 1,
          price: 7499.5,
        },
      ]),
    );
    expect(order.history).toEqual([{ status: 'Pending', at: expect.any(String) }]);
    expect(await counters(rose.variants[0]!.id)).toEqual({
      stock: 10,
      reservedQty: 2,
      shippedQty: 0,
      returnedQty: 0,
    });
  });

  it('checks every customer field with the checkout rules', async () => {
    const cases: [object, string, string][] = [
      [{ customerName: ' ' }, 'customerName', 'Full name is required'],
      [{ customerEmail: '' }, 'customerEmail', 'Email is required'],
      [{ customerEmail: 'a@b' }, 'customerEmail', 'Enter a valid email'],
      [{ customerPhone: '' }, 'customerPhone', 'Phone number is required'],
      [
        { customerPhone: '0300-123456' },
        'customerPhone',
        'Enter valid Pakistani phone (e.g. 0300-1234567 or +923001234567)',
      ],
      [
        { customerPhone: '+9230012345678' },
        'customerPhone',
        'Enter valid Pakistani phone (e.g. 0300-1234567 or +923001234567)',
      ],
      [{ customerProvince: 'Texas' }, 'customerProvince', 'Please select a province'],
      [{ customerCity: '' }, 'customerCity', 'City is required'],
      [{ customerAddress: '' }, 'customerAddress', 'Address is required'],
      [{ postalcode: '' }, 'postalcode', 'Postal code is required'],
      [{ postalcode: '7550' }, 'postalcode', 'Enter a valid 5-digit postal code'],
      [
        { paymentMethod: 'Card' },
        'paymentMethod',
        'Card payments are coming soon; please choose cash on delivery.',
      ],
    ];
    for (const [fields, param, msg] of cases) {
      const response = await place(
        [{ productId: rose.perfumeId, variantSize: '30ml', quantity: 1 }],
        fields,
      );
      expect(response.statusCode, msg).toBe(400);
      expect(response.json().errors).toEqual([{ param, msg }]);
    }
    for (const phone of ['03001234567', '0300-1234567', '+923001234567']) {
      expect(
        (
          await place([{ productId: oud.perfumeId, variantSize: '6ml', quantity: 1 }], {
            customerPhone: phone,
          })
        ).statusCode,
      ).toBe(201);
      await t.app.database.db
        .update(variants)
        .set({ reservedQty: 0 })
        .where(eq(variants.id, oud.variants[0]!.id));
    }
  });

  it('refuses unknown perfumes and sizes, and nonsense quantities', async () => {
    const unknownSize = await place([
      { productId: rose.perfumeId, variantSize: '5ml', quantity: 1 },
    ]);
    expect(unknownSize.statusCode).toBe(400);
    expect(unknownSize.json().message).toMatch(/no longer available \(5ml\)/);
    const unknownProduct = await place([
      { productId: 'not-a-product', variantSize: '30ml', quantity: 1 },
    ]);
    expect(unknownProduct.statusCode).toBe(400);
    for (const quantity of [0, -2, 1.5, 101]) {
      const response = await place([{ productId: rose.perfumeId, variantSize: '30ml', quantity }]);
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json().errors[0].param).toBe('products.0.quantity');
    }
    expect((await place([])).statusCode).toBe(400);
  });

  it('refuses inactive perfumes and perfumes in inactive categories', async () => {
    const off = await seedPerfume(t, 'Off', [{ size: '50ml', price: 10, stock: 5 }], {
      perfumeActive: false,
    });
    const hidden = await seedPerfume(t, 'Hidden', [{ size: '50ml', price: 10, stock: 5 }], {
      categoryActive: false,
    });
    for (const p of [off, hidden]) {
      const response = await place([{ productId: p.perfumeId, variantSize: '50ml', quantity: 1 }]);
      expect(response.statusCode).toBe(400);
      expect(await counters(p.variants[0]!.id)).toMatchObject({ reservedQty: 0 });
    }
  });

  it('reserves all lines or none, and says what is left', async () => {
    const before = await counters(rose.variants[0]!.id);
    const response = await place([
      { productId: rose.perfumeId, variantSize: '30ml', quantity: 1 },
      { productId: oud.perfumeId, variantSize: '6ml', quantity: 3 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Only 2 left of Oud (6ml).',
      stock: [
        { productId: oud.perfumeId, variantSize: '6ml', name: 'Oud', requested: 3, available: 2 },
      ],
    });
    expect(await counters(rose.variants[0]!.id)).toEqual(before);
    expect(await counters(oud.variants[0]!.id)).toMatchObject({ reservedQty: 0 });
  });

  it('counts two lines of one variant together', async () => {
    const response = await place([
      { productId: oud.perfumeId, variantSize: '6ml', quantity: 2 },
      { productId: oud.perfumeId, variantSize: '6ML', quantity: 1 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().stock[0]).toMatchObject({ requested: 3, available: 2 });
    const ok = await place([
      { productId: oud.perfumeId, variantSize: '6ml', quantity: 1 },
      { productId: oud.perfumeId, variantSize: '6ml', quantity: 1 },
    ]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().order.products).toEqual([
      {
        productId: { _id: oud.perfumeId, name: 'Oud' },
        variantSize: '6ml',
        quantity: 2,
        price: 1500,
      },
    ]);
    const soldOut = await place([{ productId: oud.perfumeId, variantSize: '6ml', quantity: 1 }]);
    expect(soldOut.json().message).toBe('Oud (6ml) is sold out.');
    await t.app.database.db
      .update(variants)
      .set({ reservedQty: 0 })
      .where(eq(variants.id, oud.variants[0]!.id));
  });

  it('shows an order by its id, and by number with personal details masked', async () => {
    const placed = (
      await place([{ productId: rose.perfumeId, variantSize: '30ml', quantity: 1 }])
    ).json().order;
    const byId = await t.app.inject(`/api/orders/${placed._id}`);
    expect(byId.json()).toMatchObject({
      orderNumber: placed.orderNumber,
      // Stored in one form, whatever spelling was typed (issue 18).
      customerPhone: '+923001234567',
    });
    expect(byId.json().history[0]).not.toHaveProperty('by');
    expect(
      (await t.app.inject('/api/orders/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);

    const tracked = await as(t, null)('POST', '/api/orders/track-order', {
      orderNumber: ` ${placed.orderNumber.toLowerCase()} `,
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().order).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'Pending',
      customerName: 'Ayesha K.',
      customerPhone: '0300-*****67',
      customerAddress: 'House 12, ***',
      customerCity: 'Karachi',
      products: [{ name: 'Rose', variantSize: '30ml', quantity: 1, price: 2799 }],
      history: [{ status: 'Pending', at: expect.any(String) }],
    });
    expect(JSON.stringify(tracked.json())).not.toMatch(/ayesha@example|1234567|DHA/);
    const missing = await as(t, null)('POST', '/api/orders/track-order', {
      orderNumber: 'ORD-20200101-ZZZZZ',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Order not found' });
    const events = await t.app.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed._id));
    expect(events).toHaveLength(1);
  });
});

describe('public order limits', () => {
  it('limits orders per e-mail with 429', async () => {
    const t = await createTestApp();
    try {
      const p = await seedPerfume(t, 'Limit', [{ size: '1ml', price: 1, stock: 1000 }]);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await as(t, null)('POST', '/api/orders/', {
          ...customer,
          products: [{ productId: p.perfumeId, variantSize: '1ml', quantity: 1 }],
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
