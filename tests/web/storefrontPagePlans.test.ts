import { afterEach, describe, expect, it } from 'vitest';
import { loadServerPage } from '../../src/app/routes/serverPage';
import { api, trackingApi } from '../../src/store/api/enhanced';
import { sendRequestsThrough } from '../../src/store/api/baseQuery';
import { makeServerStore } from '../../src/store/store';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CATEGORIES = [{ _id: 'c1', name: 'For Her', description: null, image: null, isActive: true }];
const SHOP = { name: 'Mehak Perfumes' };

/** The API as the server renderer sees it: `answer` for the page's own data, else the basics. */
function serveApi(answer: (path: string) => Response | undefined) {
  const asked: string[] = [];
  sendRequestsThrough(async (input) => {
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
    asked.push(path);
    if (path === '/api/shop') return json(SHOP);
    if (path === '/api/category/active') return json(CATEGORIES);
    return answer(path) ?? json({ message: 'Not found' }, 404);
  });
  return asked;
}

async function plan(url: string) {
  const store = makeServerStore();
  const page = (await loadServerPage(store, new URL(url, 'http://localhost'), 'en'))!;
  return { page: { ...page, head: page.head() }, store };
}

afterEach(() => sendRequestsThrough(fetch));

describe("server-rendered page plans (the routes' loaders)", () => {
  it('answers 404, noindex and not kept, for an unknown perfume, category or order, with the categories for its links', async () => {
    for (const url of ['/product/x', '/category/x', '/order/x', '/no/such/page']) {
      const asked = serveApi(() => undefined);
      const { page, store } = await plan(url);
      expect(page.status, url).toBe(404);
      expect(page.head.noindex, url).toBe(true);
      expect(page.cacheable, url).toBe(false);
      expect(asked, url).toContain('/api/category/active');
      expect(api.endpoints.getActiveCategories.select({})(store.getState() as never).data).toEqual(
        CATEGORIES,
      );
    }
  });

  it('treats a 400 (an id of the wrong shape) as not found', async () => {
    serveApi(() => json({ message: 'id must be a UUID' }, 400));
    expect((await plan('/product/not-an-id')).page.status).toBe(404);
  });

  it('answers 503, noindex and not kept, when the API could not give the data, without retrying on the server', async () => {
    for (const url of [
      '/',
      '/shop',
      '/product/x',
      '/category/x',
      '/order/x',
      '/customer/reviews',
    ]) {
      const asked = serveApi(() => json({ message: 'The database is not answering' }, 503));
      const { page } = await plan(url);
      expect(page.status, url).toBe(503);
      expect(page.head.title, url).toMatch(/^We couldn't reach the shop/);
      expect(page.head.noindex, url).toBe(true);
      expect(page.cacheable, url).toBe(false);
      // Each failing call was made once.
      expect(new Set(asked).size, url).toBe(asked.length);
    }
  });

  it('renders a found order as a page of one shopper: 200, never kept', async () => {
    serveApi((path) => (path === '/api/orders/o1' ? json({ _id: 'o1' }) : undefined));
    const { page } = await plan('/order/o1');
    expect(page.status).toBe(200);
    expect(page.cacheable).toBe(false);
  });

  it('renders the order a /track-order address names, found or not, never kept', async () => {
    const tracked = { order: { orderNumber: 'ORD-20250115-AB12C', status: 'Pending' } };
    const asked = serveApi((path) =>
      path === '/api/orders/track-order' ? json(tracked) : undefined,
    );
    const { page, store } = await plan('/track-order?number=%20ord-20250115-ab12c');
    expect(page.status).toBe(200);
    expect(page.cacheable).toBe(false);
    expect(asked.filter((path) => path === '/api/orders/track-order')).toHaveLength(1);
    const cached = trackingApi.endpoints.trackedOrder.select({
      orderNumber: 'ORD-20250115-AB12C',
    })(store.getState() as never);
    expect(cached.data).toEqual(tracked);

    // Without a number: the search form alone, the same for everyone.
    const empty = serveApi(() => undefined);
    expect((await plan('/track-order')).page.cacheable).toBe(true);
    expect(empty).not.toContain('/api/orders/track-order');
  });
});
