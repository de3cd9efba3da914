// The pages where a shopper reads what they pay, checked in any engine (see engines.ts): /cart,
// /checkout, /order/{id} and /track-order at 360 px, the back office's order page at 390 px.
import path from 'node:path';
import { formatPkr, formatRs } from '@shop/domain/money';
import {
  AMOUNT_SOURCE,
  DEAR_ORDER,
  LONG_PERFUME_NAME,
  adminToken,
  amountsInView,
  createDearPerfume,
  type AmountsSeen,
} from './amountsInView';
import { until, type Engine } from './engines';
import { placeOrder } from './orders';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './shop';

const PHONE = { width: 360, height: 740 };
const ADMIN_PHONE = { width: 390, height: 844 };

/** An order of 100 of each size of a long-named perfume, placed over the API. */
export interface DearOrder {
  url: string;
  productId: string;
  order: { _id: string; orderNumber: string };
  login: Awaited<ReturnType<typeof adminToken>>;
}

export async function placeDearOrder(url: string): Promise<DearOrder> {
  const login = await adminToken(url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const productId = await createDearPerfume(url, login.accessToken, LONG_PERFUME_NAME);
  const order = await placeOrder(
    url,
    ['50ml', '100ml'].map((variantSize) => ({
      productId,
      variantSize,
      quantity: DEAR_ORDER.quantity,
    })),
  );
  return { url, productId, order, login };
}

/** One page's verdict: every amount in view, or what was not. */
export interface PageResult {
  page: string;
  ok: boolean;
  detail: string;
}

const clickButton = (label: string) => {
  const button = Array.from(document.querySelectorAll('button')).find((b) =>
    (b.textContent ?? '').includes(label),
  );
  if (!button || button.disabled) return false;
  button.click();
  return true;
};

/**
 * Opens the five pages in `engine` (the cart from session storage, the back office signed in
 * through local storage) and checks each; saves a full-page PNG of each when `shotDir` is given.
 */
export async function checkAmountPages(
  engine: Engine,
  dear: DearOrder,
  shotDir?: string,
): Promise<PageResult[]> {
  const { url, productId, order, login } = dear;
  const shopper = [...DEAR_ORDER.lineTotals.map(formatRs), formatRs(DEAR_ORDER.total)];
  const staff = [...DEAR_ORDER.lineTotals.map(formatPkr), formatPkr(DEAR_ORDER.total)];
  const results: PageResult[] = [];
  const check = async (page: string, heading: string, width: number, expected: string[]) => {
    const slug = `${engine.name.split(' ')[0]!.toLowerCase()}-${page.replace(/\W+/g, '-')}`;
    try {
      const look = () =>
        engine.run<{ width: number; source: string }, AmountsSeen>(amountsInView, {
          width,
          source: AMOUNT_SOURCE,
        });
      await until(
        `${page} heading`,
        () => engine.run((text) => document.body.innerText.includes(text), heading),
        Boolean,
      );
      await until(page, look, (s) => expected.every((a) => s.amounts.includes(a)));
      await new Promise((resolve) => setTimeout(resolve, 500)); // late layout (fonts)
      const seen = await look();
      const ok = seen.outOfView.length === 0 && seen.pageWidth <= width;
      const detail = ok
        ? `${seen.amounts.length} amounts in view, page ${seen.pageWidth} px`
        : `page ${seen.pageWidth} px; out of view: ${JSON.stringify(seen.outOfView)}`;
      results.push({ page, ok, detail });
      if (shotDir) await engine.screenshot(path.join(shotDir, `${slug}.png`));
    } catch (error) {
      results.push({ page, ok: false, detail: String(error) });
      if (shotDir)
        await engine.screenshot(path.join(shotDir, `${slug}-failed.png`)).catch(() => {});
    }
  };
  const cart = JSON.stringify({
    items: JSON.stringify(
      ['50ml', '100ml'].map((size) => ({ productId, size, quantity: DEAR_ORDER.quantity })),
    ),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
  const signedIn = {
    token: login.accessToken,
    refreshToken: login.refreshToken,
    admin: JSON.stringify({ ...login.admin, id: login.admin.id ?? login.admin._id }),
  };
  try {
    await engine.resize(PHONE.width, PHONE.height);
    await engine.goto(`${url}/contact`);
    await engine.run((value) => sessionStorage.setItem('cart', value), cart);
    await engine.goto(`${url}/cart`);
    await check('cart', 'Your Cart', PHONE.width, shopper);
    await until('Proceed', () => engine.run(clickButton, 'Proceed to Checkout'), Boolean);
    await check('checkout', 'Order Summary', PHONE.width, shopper);
    await engine.goto(`${url}/order/${order._id}`);
    await check('order', 'Thank you', PHONE.width, shopper);
    await engine.goto(`${url}/track-order?orderNumber=${order.orderNumber}`);
    await until('Track', () => engine.run(clickButton, 'Track'), Boolean);
    await check('track-order', 'Status History', PHONE.width, shopper);
    await engine.resize(ADMIN_PHONE.width, ADMIN_PHONE.height);
    await engine.run((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, signedIn);
    await engine.goto(`${url}/orders/${order._id}`);
    await check('admin order', 'Products', ADMIN_PHONE.width, staff);
  } catch (error) {
    results.push({ page: '(steps)', ok: false, detail: String(error) });
  }
  return results;
}
