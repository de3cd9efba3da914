import { beforeAll, describe, expect, it } from 'vitest';
import { customer, seedPerfume } from './helpers/catalogue';
import { multipart, pngOf } from './helpers/multipart';
import { operationsOf } from './helpers/apiDocument';
import { rootSession, testServer } from './helpers/testApp';

/** Issue 10, findings 3, 4 and 9: hostile requests are refused with 4xx, strangers first. */
describe('requests an attacker sends', () => {
  const t = testServer();
  let token: string;
  let rootId: string;
  let categoryId: string;
  let perfumeId: string;

  beforeAll(async () => {
    ({ token, id: rootId } = await rootSession(t));
    ({ categoryId, perfumeId } = await seedPerfume(t, 'Musk', [
      { size: '30ml', price: 900, stock: 9 },
    ]));
  });

  const send = (method: string, url: string, payload?: object, auth = false) =>
    t.app.inject({
      method: method as 'POST',
      url,
      payload,
      remoteAddress: `10.7.${Math.floor(Math.random() * 250)}.1`,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });

  it('refuses a NUL character with a 400 naming the field on every endpoint that answered 500', async () => {
    const nul = 'a\u0000b';
    const cases: [string, string, object | undefined, boolean, string][] = [
      ['POST', '/api/auth/login', { email: nul, password: 'x' }, false, 'email'],
      ['POST', '/api/auth/request-otp', { email: nul }, false, 'email'],
      ['POST', '/api/auth/verify-otp', { email: 'a@b.pk', otp: nul }, false, 'otp'],
      [
        'POST',
        '/api/auth/reset-password',
        { email: nul, newPassword: 'abcdef', confirmPassword: 'abcdef' },
        false,
        'email',
      ],
      ['POST', '/api/orders/track-order', { orderNumber: nul }, false, 'orderNumber'],
      [
        'POST',
        '/api/orders/',
        {
          ...customer,
          customerCity: nul,
          products: [{ productId: perfumeId, variantSize: '30ml', quantity: 1 }],
        },
        false,
        'customerCity',
      ],
      [
        'POST',
        '/api/orders/',
        { ...customer, products: [{ productId: perfumeId, variantSize: nul, quantity: 1 }] },
        false,
        'products.0.variantSize',
      ],
      [
        'POST',
        '/api/reviews/',
        { name: nul, city: 'Lahore', phone: '03001234567', review: 'ok' },
        false,
        'name',
      ],
      [
        'POST',
        '/api/contacts/',
        { name: 'Ali', email: 'a@b.pk', subject: 's', message: nul },
        false,
        'message',
      ],
      ['GET', `/api/orders?search=${encodeURIComponent(nul)}`, undefined, true, 'search'],
      ['PUT', `/api/auth/${rootId}/username`, { name: nul }, true, 'name'],
    ];
    for (const [method, url, payload, auth, param] of cases) {
      const response = await send(method, url, payload, auth);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().errors, `${method} ${url}`).toContainEqual(
        expect.objectContaining({ param }),
      );
    }
    const form = await multipart([['name', nul]]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/category/',
      ...form,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().errors[0].param).toBe('name');
  });

  it('answers 400 to malformed multipart bodies on category and perfume forms', async () => {
    const form = await multipart([
      ['name', 'Oud'],
      ['image', await pngOf('#123456')],
    ]);
    const bodies: [Record<string, string>, Buffer][] = [
      [{ 'content-type': 'multipart/form-data' }, form.payload],
      [form.headers, form.payload.subarray(0, form.payload.length - 30)],
      [{ 'content-type': 'multipart/form-data; boundary=elsewhere' }, Buffer.from('--x\r\n')],
    ];
    for (const [method, url] of [
      ['POST', '/api/category/'],
      ['PUT', `/api/category/${categoryId}`],
      ['POST', '/api/products/'],
      ['PUT', `/api/products/${perfumeId}`],
    ] as const) {
      for (const [headers, payload] of bodies) {
        const response = await t.app.inject({
          method,
          url,
          payload,
          headers: { ...headers, authorization: `Bearer ${token}` },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    }
  });

  it('refuses a stranger with 401 before looking at the body', async () => {
    const bad = await send('POST', '/api/auth/', { unexpected: true });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).not.toHaveProperty('errors');
    const status = await send('PUT', `/api/orders/not-a-uuid`, { status: 'Nope' });
    expect(status.statusCode).toBe(401);
  });

  it('declares the 400, 415 and 429 answers the server gives, and the export 401 as JSON', () => {
    const ops = operationsOf(t.app);
    const op = (id: string) => ops.find((o) => o.operationId === id)!;
    for (const o of ops.filter((x) => x.body)) {
      expect(Object.keys(o.responses), o.operationId).toEqual(
        expect.arrayContaining(['400', '415']),
      );
    }
    for (const id of [
      'login',
      'requestOtp',
      'verifyOtp',
      'resetPassword',
      'placeOrder',
      'trackOrder',
      'submitReview',
      'sendCustomerMessage',
    ]) {
      expect(Object.keys(op(id).responses), id).toContain('429');
    }
    const exported = op('exportOrders').responses;
    expect(Object.keys(exported['401']!.content!)).toEqual(['application/json']);
    expect(Object.keys(exported['200']!.content!)).toEqual(['text/csv']);
  });
});
