import { beforeAll, expect } from 'vitest';
import { instantToShopTime } from '@shop/domain/discount';
import { orderOf, seedPerfume } from './catalogue';
import { as, rootSession, seedAdmin, testServer } from './testApp';

export const HOUR = 3600_000;
export const shopTime = (offsetMs: number) => instantToShopTime(new Date(Date.now() + offsetMs));

/** A discount code's fields as the back office sends them: 10% off, no limits, unless `extra`. */
export const terms = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  kind: 'percent',
  value: 10,
  minOrder: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerPhone: null,
  isActive: true,
  ...extra,
});

/**
 * A shop for the enclosing describe block with one Rs. 1000 perfume, the root superadmin and a
 * clerk (an admin), and the calls the discount tests make: create a code, place an order, check
 * a code, and read why one was refused.
 */
export function discountShop() {
  const t = testServer({}, {}, { rateLimit: false });
  const shop = { t, root: '', clerk: '', perfumeId: '', create, order, check, reason };
  beforeAll(async () => {
    shop.root = (await rootSession(t)).token;
    shop.clerk = (await seedAdmin(t, { email: 'clerk@shop.test' })).token;
    shop.perfumeId = (
      await seedPerfume(t, 'Code Oud', [{ size: '50ml', price: 1000, stock: 10_000 }])
    ).perfumeId;
  });

  async function create(code: string, extra: Record<string, unknown> = {}) {
    const response = await as(t, shop.root)('POST', '/api/admin/discounts', terms(code, extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { _id: string; code: string };
  }

  // Each order from a new customer, so that no per-phone limit is reached by accident.
  let n = 0;
  function order(code: string | undefined, quantity = 2, extra: Record<string, unknown> = {}) {
    n += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        ...orderOf(shop.perfumeId, `buyer${n}@example.pk`, quantity),
        customerPhone: `0301-${String(1_000_000 + n)}`,
        ...(code === undefined ? {} : { discountCode: code }),
        ...extra,
      },
    });
  }

  function check(code: string, quantity = 2, customerPhone?: string) {
    return as(t, null)('POST', '/api/discounts/check', {
      code,
      products: [{ productId: shop.perfumeId, variantSize: '50ml', quantity }],
      ...(customerPhone ? { customerPhone } : {}),
    });
  }

  /** The message a refused code is answered with (a 400 on the discountCode field). */
  function reason(response: { statusCode: number; json: () => unknown }) {
    expect(response.statusCode).toBe(400);
    const body = response.json() as { errors: { param: string; msg: string }[] };
    expect(body.errors[0]!.param).toBe('discountCode');
    return body.errors[0]!.msg;
  }

  return shop;
}
