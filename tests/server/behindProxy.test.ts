import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, seedPerfume } from './helpers/catalogue';
import { haveNginx, sendFrom, startNginx } from './helpers/nginx';
import { ROOT_EMAIL, ROOT_PASSWORD, createTestApp, type TestApp } from './helpers/testApp';

describe.skipIf(!haveNginx)('behind a real nginx with TRUST_PROXY', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startNginx([Number(new URL(address).port)]);
    productId = (await seedPerfume(t, 'Proxy Oud', [{ size: '50ml', price: 1000, stock: 500 }]))
      .perfumeId;
  });
  afterAll(async () => {
    await proxy?.stop();
    await t?.close();
  });

  // Every order from a different customer, so only the per-address limit can refuse one.
  let customers = 0;
  const place = (from: string) => {
    customers += 1;
    return sendFrom(proxy.port, from, 'POST', '/api/orders/', {
      ...customer,
      customerEmail: `customer${customers}@example.pk`,
      customerPhone: `0300${String(1_000_000 + customers)}`,
      products: [{ productId, variantSize: '50ml', quantity: 1 }],
    });
  };

  it('lets 40 customers behind the proxy order, and limits the one who sends 30', async () => {
    const many = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        place(`127.0.${10 + Math.floor(i / 200)}.${(i % 200) + 1}`),
      ),
    );
    expect(many.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body}`)).toEqual([]);
    const one: number[] = [];
    for (let i = 0; i < 30; i += 1) one.push((await place('127.0.20.1')).status);
    expect(one.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(one.slice(20).every((s) => s === 429)).toBe(true);
  });

  it("keeps letting the owner's browser in after 30 wrong passwords from others; strangers wait", async () => {
    const before = await sendFrom(proxy.port, '127.0.29.1', 'POST', '/api/auth/login', {
      email: ROOT_EMAIL,
      password: ROOT_PASSWORD,
    });
    expect(before.status).toBe(200);
    const device = before.cookies.find((cookie) => cookie.startsWith('shopDevice='));
    expect(device).toBeDefined();
    for (let i = 0; i < 30; i += 1) {
      const answer = await sendFrom(proxy.port, `127.0.30.${i + 1}`, 'POST', '/api/auth/login', {
        email: ROOT_EMAIL,
        password: `wrong-${i}`,
      });
      expect([401, 429]).toContain(answer.status);
    }
    const login = { email: ROOT_EMAIL, password: ROOT_PASSWORD };
    // The account is closed to browsers it has not seen, from any address...
    expect(
      (await sendFrom(proxy.port, '127.0.31.1', 'POST', '/api/auth/login', login)).status,
    ).toBe(429);
    // ...and open to the owner's, from a fresh address too.
    const owner = await sendFrom(proxy.port, '127.0.31.2', 'POST', '/api/auth/login', login, {
      cookie: device!,
    });
    expect(owner.status).toBe(200);
  });

  it('answers through the proxy with its request id', async () => {
    const answer = await sendFrom(proxy.port, '127.0.40.7', 'GET', '/api/health');
    expect(answer.status).toBe(200);
  });
});
