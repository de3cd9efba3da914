import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, discountCodes } from '../../server/src/db/schema';
import { discountShop, HOUR, shopTime, terms } from './helpers/discounts';
import { as, onPostgres } from './helpers/testApp';

/** Discount codes: written by superadmins, priced by the server at checkout. */
describe(`discount codes (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const shop = discountShop();
  const { t, create, order, check, reason } = shop;

  it('superadmins create and edit codes (audited); admins only view; wrong fields are 400s', async () => {
    const made = await create(' spring-10 ');
    expect(made.code).toBe('SPRING-10');
    expect((await as(t, shop.clerk)('GET', '/api/admin/discounts')).json()).toEqual([
      expect.objectContaining({ code: 'SPRING-10', usedCount: 0, kind: 'percent', value: 10 }),
    ]);
    expect(
      (await as(t, shop.clerk)('POST', '/api/admin/discounts', terms('CLERK'))).statusCode,
    ).toBe(403);
    expect(
      (await as(t, shop.clerk)('PUT', `/api/admin/discounts/${made._id}`, terms('SPRING-10')))
        .statusCode,
    ).toBe(403);
    expect((await as(t, null)('GET', '/api/admin/discounts')).statusCode).toBe(401);

    const edited = await as(t, shop.root)(
      'PUT',
      `/api/admin/discounts/${made._id}`,
      terms('SPRING-10', { value: 15, startsAt: '2026-01-01T09:00' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // Kept as the instant of 09:00 in Pakistan (UTC+5), shown back as typed.
    expect(edited.json()).toMatchObject({ value: 15, startsAt: '2026-01-01T09:00' });
    const [row] = await t.app.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, made._id));
    expect(row!.startsAt!.toISOString()).toBe('2026-01-01T04:00:00.000Z');
    const audit = await t.app.database.db.select().from(auditEvents);
    expect(audit.map((e) => [e.action, e.target])).toEqual(
      expect.arrayContaining([
        ['discount.create', 'SPRING-10'],
        ['discount.update', 'SPRING-10'],
      ]),
    );

    for (const [field, value] of [
      ['code', 'x'],
      ['value', 101],
      ['value', 2.5],
      ['minOrder', -1],
      ['maxUses', 0],
      ['maxUsesPerPhone', 1001],
      ['startsAt', 'tomorrow'],
    ] as const) {
      const refused = await as(t, shop.root)(
        'POST',
        '/api/admin/discounts',
        terms('BAD', { [field]: value }),
      );
      expect(refused.statusCode, `${field}=${value}`).toBe(400);
      expect(refused.json().errors[0].param).toBe(field);
    }
    const backwards = await as(t, shop.root)(
      'POST',
      '/api/admin/discounts',
      terms('BACKWARDS', { startsAt: '2026-02-01T00:00', endsAt: '2026-01-01T00:00' }),
    );
    expect(backwards.json().errors[0].param).toBe('endsAt');
    const twice = await as(t, shop.root)('POST', '/api/admin/discounts', terms('spring-10'));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].param).toBe('code');
  });

  it('prices a percentage and a fixed amount from the server’s figures; a tampered total is ignored', async () => {
    await create('TENOFF');
    await create('RS300', { kind: 'fixed', value: 300 });
    expect((await check('tenoff', 3)).json()).toEqual({
      code: 'TENOFF',
      itemsTotal: 3000,
      discount: 300,
    });
    const placed = await order('tenoff', 3, {
      totalAmount: 1,
      itemsTotal: 1,
      discount: 2999,
      products: [{ productId: shop.perfumeId, variantSize: '50ml', quantity: 3, price: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({
      itemsTotal: 3000,
      discount: 300,
      discountCode: 'TENOFF',
      totalAmount: 2700,
    });
    const fixed = (await order('RS300', 1)).json().order;
    expect(fixed).toMatchObject({ itemsTotal: 1000, discount: 300, totalAmount: 700 });
    // Without a code (or an empty one) the total is the items, as before.
    expect((await order('', 1)).json().order).toMatchObject({ discount: 0, totalAmount: 1000 });
    expect((await order(undefined, 1)).json().order).toMatchObject({
      discount: 0,
      discountCode: null,
    });
  });

  it('says why a code does not apply, and never whether an unknown or inactive code exists', async () => {
    await create('LATER', { startsAt: shopTime(HOUR) });
    await create('GONE', { endsAt: shopTime(-HOUR) });
    await create('SLEEPING', { isActive: false });
    await create('MIN2000', { minOrder: 2000 });
    expect(reason(await check('LATER'))).toBe('This discount code is not valid yet.');
    expect(reason(await order('LATER'))).toBe('This discount code is not valid yet.');
    expect(reason(await check('GONE'))).toBe('This discount code has expired.');
    expect(reason(await check('NO-SUCH-CODE'))).toBe('This discount code is not valid.');
    expect(reason(await check('SLEEPING'))).toBe('This discount code is not valid.');
    expect(reason(await order('SLEEPING'))).toBe('This discount code is not valid.');
    // At the minimum exactly it applies; one bottle under it, not.
    expect((await check('MIN2000', 2)).json().discount).toBe(200);
    expect(reason(await check('MIN2000', 1))).toBe(
      'This discount code needs a minimum order of Rs. 2,000.',
    );
    expect(reason(await order('MIN2000', 1))).toBe(
      'This discount code needs a minimum order of Rs. 2,000.',
    );
    // Just inside its dates: an end an hour away still applies.
    await create('LASTHOUR', { startsAt: shopTime(-HOUR), endsAt: shopTime(HOUR) });
    expect((await order('LASTHOUR')).statusCode).toBe(201);
  });
});
