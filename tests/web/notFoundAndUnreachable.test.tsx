import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesFixture } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { publicPerfumesFixture } from '../../mocks/storefrontFixtures';
import { api } from '../../src/store/api/enhanced';
import { makeStore } from '../../src/store/store';
import { roseLine, seedCart } from './cartTestKit';
import { renderApp, signIn } from './renderApp';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const SLOW = { timeout: 5000 };
const robotsTag = () => document.head.querySelector('meta[name="robots"]');
const main = () => screen.getByRole('main');

// A shop that does not answer is logged (useLogError); the tests read the screen, not the console.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

/** The storefront's not-found page: its heading, the shop's links and every category. */
async function expectNotFound(heading: string) {
  expect(await screen.findByRole('heading', { name: heading }, SLOW)).toBeInTheDocument();
  const page = within(main());
  expect(page.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  const categories = within(await page.findByRole('navigation', { name: 'Shop by category' }));
  for (const category of categoriesFixture) {
    expect(categories.getByRole('link', { name: category.name })).toHaveAttribute(
      'href',
      `/category/${category._id}`,
    );
  }
  await waitFor(() => expect(robotsTag()).toHaveAttribute('content', 'noindex'));
}

/**
 * Answers GET `path` like a shop that is down (`failure`) until `up()` is called, counting the
 * requests; after that the default handlers answer.
 */
function downUntilUp(path: string, failure: () => Response) {
  const state = { up: false, calls: 0 };
  server.use(
    http.get(path, async () => {
      state.calls += 1;
      // Long enough for the loading text to be seen between a Retry and its answer.
      await delay(50);
      return state.up ? undefined : failure();
    }),
  );
  return state;
}

describe('not found, in words', () => {
  it('says a perfume that does not exist (404) could not be found, marked noindex', async () => {
    // The route's loader asks for the perfume beside the page's code: the answer may be in first.
    renderApp(`/product/${UNKNOWN}`);
    await expectNotFound("We couldn't find that perfume");
  });

  it('treats an id the API refuses (400, not a UUID) as not found', async () => {
    server.use(
      http.get('*/api/products/public/:id', () =>
        HttpResponse.json({ message: 'id must be a UUID' }, { status: 400 }),
      ),
    );
    renderApp('/product/not-an-id');
    await expectNotFound("We couldn't find that perfume");
  });

  it('says a category that does not exist could not be found', async () => {
    server.use(
      http.get('*/api/products/public/category/:id', () =>
        HttpResponse.json({ message: 'Category not found' }, { status: 404 }),
      ),
    );
    renderApp(`/category/${UNKNOWN}`);
    await expectNotFound("We couldn't find that category");
  });

  it('says an unknown order could not be found and offers Track Order', async () => {
    renderApp(`/order/${UNKNOWN}`);
    await expectNotFound("We couldn't find that order");
    expect(within(main()).getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      '/track-order',
    );
  });

  it('says an unknown path could not be found', async () => {
    renderApp('/no/such/page');
    await expectNotFound("We couldn't find that page");
  });

  it('drops the noindex tag when the shopper moves on to a real page', async () => {
    const user = userEvent.setup();
    renderApp(`/product/${UNKNOWN}`);
    await expectNotFound("We couldn't find that perfume");
    await user.click(within(main()).getByRole('link', { name: 'Browse the shop' }));
    expect(await screen.findByRole('heading', { name: 'Shop' }, SLOW)).toBeInTheDocument();
    expect(robotsTag()).toBeNull();
  });
});

describe("can't reach the shop, in words", () => {
  it('says so after a network failure, and Retry loads the perfume without a reload, keeping the cart', async () => {
    seedCart([roseLine]);
    const user = userEvent.setup();
    const shop = downUntilUp('*/api/products/public/:id', () => HttpResponse.error());
    const { router } = renderApp('/product/p-oud');
    expect(await screen.findByText('Loading product...')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    expect(screen.getByRole('heading', { name: "We couldn't reach the shop" })).toBeInTheDocument();
    // A read is tried three times (two retries with backoff) before the shopper is told.
    expect(shop.calls).toBe(3);

    shop.up = true;
    await user.click(retry);
    expect(await screen.findByText('Loading product...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Royal Oud', level: 1 }, SLOW),
    ).toBeInTheDocument();
    expect(shop.calls).toBe(4);
    expect(router.state.location.pathname).toBe('/product/p-oud');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('says so after a 500, and Retry loads the category', async () => {
    const user = userEvent.setup();
    const shop = downUntilUp('*/api/products/public/category/:id', () =>
      HttpResponse.json({ message: 'Database down' }, { status: 500 }),
    );
    const [forHer] = categoriesFixture;
    renderApp(`/category/${forHer!._id}`);
    await user.click(await screen.findByRole('button', { name: 'Retry' }, SLOW));
    // Still down: loading again, then the same message.
    expect(await screen.findByText('Loading products...')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    expect(shop.calls).toBe(6);
    shop.up = true;
    await user.click(retry);
    const names = publicPerfumesFixture
      .filter((product) => product.category._id === forHer!._id)
      .map((product) => product.name);
    for (const name of names) {
      expect(await screen.findByRole('heading', { name, level: 2 }, SLOW)).toBeInTheDocument();
    }
    expect(screen.queryByText("We couldn't reach the shop")).not.toBeInTheDocument();
  });

  it('says so on the order page; Retry then finds an unknown order missing', async () => {
    const user = userEvent.setup();
    downUntilUp('*/api/orders/:id', () => HttpResponse.error());
    renderApp('/order/55555555-5555-4555-8555-555555555555');
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    server.use(
      http.get('*/api/orders/:id', () =>
        HttpResponse.json({ message: 'Order not found' }, { status: 404 }),
      ),
    );
    await user.click(retry);
    await expectNotFound("We couldn't find that order");
  });

  it('says so on the shop page', async () => {
    downUntilUp('*/api/products/public', () => new HttpResponse(null, { status: 503 }));
    renderApp('/shop');
    expect(await screen.findByRole('heading', { name: 'Shop', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: "We couldn't reach the shop" }, SLOW),
    ).toBeInTheDocument();
  });
});

describe('back office', { timeout: 30_000 }, () => {
  it("says the shop can't be reached on a perfume's edit page, and Retry loads the form", async () => {
    const user = userEvent.setup();
    signIn();
    const shop = downUntilUp('*/api/products/:id', () => HttpResponse.error());
    renderApp('/perfumes/update/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    expect(screen.getByRole('heading', { name: "We couldn't reach the shop" })).toBeInTheDocument();
    shop.up = true;
    await user.click(retry);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update Product' }, SLOW)).toBeInTheDocument();
  });
});

describe('retries', () => {
  it('repeats reads that failed for want of an answer or with a 5xx, never a 404', async () => {
    const store = makeStore();
    const down = downUntilUp(
      '*/api/products/public',
      () => new HttpResponse(null, { status: 502 }),
    );
    await store.dispatch(api.endpoints.listPublicPerfumes.initiate({}));
    expect(down.calls).toBe(3);

    let missing = 0;
    server.use(
      http.get('*/api/products/public/:id', () => {
        missing += 1;
        return HttpResponse.json({ message: 'Perfume not found' }, { status: 404 });
      }),
    );
    await store.dispatch(api.endpoints.getPublicPerfume.initiate({ id: UNKNOWN }));
    expect(missing).toBe(1);
  });

  it('never repeats a mutation, even one that failed for want of an answer', async () => {
    let posts = 0;
    server.use(
      http.post('*/api/contacts/', () => {
        posts += 1;
        return HttpResponse.error();
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(
      api.endpoints.sendCustomerMessage.initiate({
        body: { name: 'Ali', email: 'ali@example.pk', phone: '03001234567', message: 'Hello' },
      } as never),
    );
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(posts).toBe(1);
  });
});
