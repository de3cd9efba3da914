import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, vi } from 'vitest';
import { adminOrdersFixture } from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import type { ListOrdersApiResponse } from '../../src/store/api/generated/backOfficeApi';
import { stubObjectUrls } from './catalogueTestKit';
import { preloadScreens, renderApp, signIn } from './renderApp';

/**
 * For a test file of the /orders grid: its large lazy chunk is loaded once up front, outside the
 * tests' time limits, and every test's spies are undone after it.
 */
export function prepareOrdersGrid() {
  preloadScreens(
    () => import('../../src/app/admin/AdminLayout'),
    () => import('../../src/features/orders/OrdersPage'),
  );
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** Records the query of every GET /api/orders, then lets the default handler answer. */
export function recordLists() {
  const seen: URLSearchParams[] = [];
  const times: number[] = [];
  server.use(
    http.get('*/api/orders', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      times.push(Date.now());
    }),
  );
  const last = () => Object.fromEntries(seen.at(-1) ?? []);
  /** Waits until the last list asked for had exactly this query. */
  const askedFor = (query: Record<string, string>) => waitFor(() => expect(last()).toEqual(query));
  return { seen, times, last, askedFor };
}

/** A long list: the fixture's rows for every page, with `total` orders in all. */
export function manyOrders(total: number) {
  server.use(
    http.get('*/api/orders', ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json<ListOrdersApiResponse>({
        orders: adminOrdersFixture,
        total,
        page: Number(params.get('page')),
        pageSize: Number(params.get('pageSize')),
      });
    }),
  );
}

export async function openOrders(path = '/orders') {
  signIn();
  const view = renderApp(path);
  await screen.findByText('Orders', { selector: 'h1' }, { timeout: 5000 });
  return view;
}

// Queries by text and label: accessible-name queries over the whole grid are slow in jsdom.

/** The grid row that holds an order number. */
export async function rowOf(orderNumber: string) {
  const cell = await screen.findByText(orderNumber, {}, { timeout: 5000 });
  return cell.closest('[role="row"]') as HTMLElement;
}

/**
 * A 60-order list opened on its second page, with the lists asked for recorded (`user` is the
 * test's own, so that its later steps wait for this one's).
 */
export async function openSecondPage(user: { click: (element: Element) => Promise<void> }) {
  manyOrders(60);
  const lists = recordLists();
  await openOrders();
  await rowOf('ORD-20250601-00001');
  await user.click(nextPage());
  await waitFor(() => expect(lists.last()).toMatchObject({ page: '1' }));
  return lists;
}

export const dataRows = () => screen.getAllByRole('row').slice(1);

export { alertArea } from './backOfficeListKit';

export const statusFilter = () => screen.getByLabelText('Status');
export const searchBox = () => screen.getByLabelText('Search orders');
export const exportButton = () => screen.getByText('Export CSV').closest('button') as HTMLElement;
export const nextPage = () => screen.getByLabelText('Go to next page');
export const header = (name: string) =>
  screen.getByText(name, { selector: '.MuiDataGrid-columnHeaderTitle' });

/**
 * jsdom has no object URLs and follows no links: each download's blob gets `url`, and the blobs
 * and the links clicked (with their file names) are recorded.
 */
export function captureDownloads(url: string) {
  const { create } = stubObjectUrls(() => url);
  const created = () => create.mock.calls.map(([blob]) => blob);
  const downloads: { href: string; download: string }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return { created, downloads, click };
}
