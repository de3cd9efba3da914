import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminOrderDetailFixture,
  adminOrdersFixture,
  ORDERS_CSV_NAME,
  ordersCsvFixture,
} from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import type { ListOrdersApiResponse } from '../../src/store/api/generated/backOfficeApi';
import { renderApp, signIn } from './renderApp';

// The grid is a large lazy chunk: load it once up front, outside the tests' time limits.
beforeAll(async () => {
  await import('../../src/app/admin/AdminLayout');
  await import('../../src/features/orders/OrdersPage');
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
});

/** Records the query of every GET /api/orders, then lets the default handler answer. */
function recordLists() {
  const seen: URLSearchParams[] = [];
  const times: number[] = [];
  server.use(
    http.get('*/api/orders', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      times.push(Date.now());
    }),
  );
  const last = () => Object.fromEntries(seen.at(-1) ?? []);
  return { seen, times, last };
}

/** A long list: the fixture's rows for every page, with `total` orders in all. */
function manyOrders(total: number) {
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

async function openOrders(path = '/orders') {
  signIn();
  const view = renderApp(path);
  await screen.findByText('Orders', { selector: 'h1' }, { timeout: 5000 });
  return view;
}

// Queries by text and label: accessible-name queries over the whole grid are slow in jsdom.

/** The grid row that holds an order number. */
async function rowOf(orderNumber: string) {
  const cell = await screen.findByText(orderNumber, {}, { timeout: 5000 });
  return cell.closest('[role="row"]') as HTMLElement;
}

const dataRows = () => screen.getAllByRole('row').slice(1);

/** The alert area of the admin frame (the first live region on the page). */
const alertArea = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

const statusFilter = () => screen.getByLabelText('Status');
const searchBox = () => screen.getByLabelText('Search orders');
const exportButton = () => screen.getByText('Export CSV').closest('button') as HTMLElement;
const nextPage = () => screen.getByLabelText('Go to next page');
const header = (name: string) =>
  screen.getByText(name, { selector: '.MuiDataGrid-columnHeaderTitle' });

describe('/orders', { timeout: 15_000 }, () => {
  it('lists the orders with status badges and PKR totals, newest first, 25 a page', async () => {
    const lists = recordLists();
    await openOrders();
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    // First the selection checkboxes (for printing slips).
    expect(headers).toEqual([
      '',
      'Order No',
      'Date',
      'Customer',
      'Phone',
      'City',
      'Status',
      'Total',
      'Actions',
    ]);
    const first = await rowOf('ORD-20250601-00001');
    expect(
      within(first)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual([
      '',
      'ORD-20250601-00001',
      '1 Jun 2025, 14:30',
      'Ayesha Khan',
      '0300-1234567',
      'Lahore',
      'Pending',
      '12,500 PKR',
      '',
    ]);
    expect(dataRows()).toHaveLength(adminOrdersFixture.length);
    const colours = {
      'ORD-20250601-00001': ['Pending', 'MuiChip-colorWarning'],
      'ORD-20250531-00002': ['Confirmed', 'MuiChip-colorPrimary'],
      'ORD-20250530-00003': ['Shipped', 'MuiChip-colorInfo'],
      'ORD-20250529-00004': ['Delivered', 'MuiChip-colorSuccess'],
      'ORD-20250528-00005': ['Cancelled', 'MuiChip-colorError'],
      'ORD-20250527-00006': ['Returned', 'MuiChip-colorSecondary'],
    };
    for (const [orderNumber, [status, colour]] of Object.entries(colours)) {
      const row = await rowOf(orderNumber);
      expect(within(row).getByText(status!).closest('.MuiChip-root')).toHaveClass(colour!);
    }
    expect(within(await rowOf('ORD-20250530-00003')).getByText('21,000 PKR')).toBeInTheDocument();
    expect(lists.last()).toEqual({
      page: '0',
      pageSize: '25',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('links Edit to /orders/{id}', async () => {
    server.use(http.get('*/api/orders/:id', () => HttpResponse.json(adminOrderDetailFixture)));
    const user = userEvent.setup();
    const { router } = await openOrders();
    const edit = within(await rowOf('ORD-20250601-00001')).getByLabelText(
      'Edit ORD-20250601-00001',
    );
    expect(edit.tagName).toBe('A');
    expect(edit).toHaveAttribute('href', `/orders/${adminOrdersFixture[0]!._id}`);
    await user.click(edit);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/${adminOrdersFixture[0]!._id}`),
    );
  });

  it('opens an order from its number, a tap away on a phone', async () => {
    server.use(http.get('*/api/orders/:id', () => HttpResponse.json(adminOrderDetailFixture)));
    const user = userEvent.setup();
    const { router } = await openOrders();
    const number = within(await rowOf('ORD-20250601-00001')).getByText('ORD-20250601-00001');
    expect(number.tagName).toBe('A');
    expect(number).toHaveAttribute('href', `/orders/${adminOrdersFixture[0]!._id}`);
    await user.click(number);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/${adminOrdersFixture[0]!._id}`),
    );
  });

  it('asks the server for the next page and another page size', async () => {
    manyOrders(60);
    const lists = recordLists();
    const user = userEvent.setup();
    await openOrders();
    await rowOf('ORD-20250601-00001');
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();

    await user.click(nextPage());
    await waitFor(() => expect(lists.last()).toMatchObject({ page: '1', pageSize: '25' }));
    expect(await screen.findByText('26–50 of 60')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/rows per page/i));
    await user.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(lists.last()).toMatchObject({ pageSize: '100' }));
    expect(await screen.findByText('1–60 of 60')).toBeInTheDocument();
  });

  it('sorts on the server: a header click sends sort and order, and goes back to page 1', async () => {
    manyOrders(60);
    const lists = recordLists();
    const user = userEvent.setup();
    await openOrders();
    await rowOf('ORD-20250601-00001');
    await user.click(nextPage());
    await waitFor(() => expect(lists.last()).toMatchObject({ page: '1' }));

    await user.click(header('Total'));
    await waitFor(() =>
      expect(lists.last()).toEqual({
        page: '0',
        pageSize: '25',
        sort: 'totalAmount',
        order: 'asc',
      }),
    );
    await user.click(header('Total'));
    await waitFor(() => expect(lists.last()).toMatchObject({ sort: 'totalAmount', order: 'desc' }));
    await user.click(header('Customer'));
    await waitFor(() => expect(lists.last()).toMatchObject({ sort: 'customerName', order: 'asc' }));
  });

  it('filters by status on the server', async () => {
    const lists = recordLists();
    const user = userEvent.setup();
    await openOrders();
    await rowOf('ORD-20250601-00001');
    expect(
      within(statusFilter())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All statuses',
      'Pending',
      'Confirmed',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Returned',
    ]);
    await user.selectOptions(statusFilter(), 'Shipped');
    await waitFor(() =>
      expect(lists.last()).toEqual({
        status: 'Shipped',
        page: '0',
        pageSize: '25',
        sort: 'createdAt',
        order: 'desc',
      }),
    );
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(await rowOf('ORD-20250530-00003')).toBeInTheDocument();

    // Back to all statuses: the whole list again (cached, so no new request).
    await user.selectOptions(statusFilter(), 'All statuses');
    await waitFor(() => expect(dataRows()).toHaveLength(adminOrdersFixture.length));
  });

  it('goes back to page 1 when the status filter changes', async () => {
    manyOrders(60);
    const lists = recordLists();
    const user = userEvent.setup();
    await openOrders();
    await rowOf('ORD-20250601-00001');
    await user.click(nextPage());
    await waitFor(() => expect(lists.last()).toMatchObject({ page: '1' }));
    await user.selectOptions(statusFilter(), 'Delivered');
    await waitFor(() => expect(lists.last()).toMatchObject({ status: 'Delivered', page: '0' }));
  });

  it('debounces the search: one request, no sooner than 500 ms after the last keystroke', async () => {
    const lists = recordLists();
    const user = userEvent.setup();
    await openOrders();
    await rowOf('ORD-20250601-00001');
    const before = lists.seen.length;
    let lastKeystroke = 0;
    searchBox().addEventListener('input', () => (lastKeystroke = Date.now()));

    await user.type(searchBox(), 'bilal');
    await waitFor(() => expect(lists.seen.length).toBe(before + 1), { timeout: 3000 });
    // (A timer may fire a millisecond early.)
    expect(lists.times.at(-1)! - lastKeystroke).toBeGreaterThanOrEqual(495);
    expect(lists.last()).toMatchObject({ search: 'bilal', page: '0' });
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(await rowOf('ORD-20250531-00002')).toBeInTheDocument();
    // Five keystrokes, one request.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(lists.seen.length).toBe(before + 1);
  });

  it('goes back to page 1 when the search changes', async () => {
    manyOrders(60);
    const lists = recordLists();
    const user = userEvent.setup();
    await openOrders();
    await rowOf('ORD-20250601-00001');
    await user.click(nextPage());
    await waitFor(() => expect(lists.last()).toMatchObject({ page: '1' }));
    await user.type(searchBox(), ' 0300 ');
    await waitFor(() => expect(lists.last()).toMatchObject({ search: '0300', page: '0' }), {
      timeout: 3000,
    });
  });

  it('exports the filtered orders as CSV with the bearer token, named by the server', async () => {
    const created: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:orders';
      }),
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      writable: true,
      value: vi.fn(),
    });
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const exports: { query: Record<string, string>; auth: string | null }[] = [];
    server.use(
      http.get('*/api/orders/export', ({ request }) => {
        exports.push({
          query: Object.fromEntries(new URL(request.url).searchParams),
          auth: request.headers.get('authorization'),
        });
      }),
    );
    const lists = recordLists();
    const user = userEvent.setup();
    await openOrders();
    await rowOf('ORD-20250601-00001');
    await user.selectOptions(statusFilter(), 'Pending');
    await user.type(searchBox(), 'ayesha');
    await waitFor(
      () => expect(lists.last()).toMatchObject({ status: 'Pending', search: 'ayesha' }),
      { timeout: 3000 },
    );

    await user.click(exportButton());
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exports).toEqual([
      { query: { status: 'Pending', search: 'ayesha' }, auth: 'Bearer access-token-1' },
    ]);
    expect(downloads[0]).toEqual({ href: 'blob:orders', download: ORDERS_CSV_NAME });
    const csv = await created[0]!.text();
    expect(csv).toContain('ORD-20250601-00001');
    expect(csv).not.toContain('ORD-20250531-00002');
    // The button comes back in a render after the download has started.
    await waitFor(() => expect(exportButton()).toBeEnabled());
    expect(ordersCsvFixture.startsWith('\uFEFF')).toBe(true);
  });

  it('exports the filtered orders as an Excel workbook, named by the server', async () => {
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: vi.fn(() => 'blob:workbook'),
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      writable: true,
      value: vi.fn(),
    });
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const asked: Record<string, string>[] = [];
    server.use(
      http.get('*/api/orders/export.xlsx', ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="orders-2026-11-24.xlsx"',
          },
        });
      }),
    );
    const user = userEvent.setup();
    await openOrders();
    await user.selectOptions(statusFilter(), 'Pending');
    // Clicked as soon as the search is typed, before the grid's search debounce has run: the
    // export still holds what the box says.
    await user.type(searchBox(), ' ayesha ');
    await user.click(screen.getByText('Export Excel').closest('button') as HTMLElement);
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(asked).toEqual([{ status: 'Pending', search: 'ayesha' }]);
    expect(downloads[0]).toEqual({ href: 'blob:workbook', download: 'orders-2026-11-24.xlsx' });
  });

  it('renews an expired token once and retries the export', async () => {
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: vi.fn(() => 'blob:orders'),
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      writable: true,
      value: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const auths: (string | null)[] = [];
    server.use(
      http.get('*/api/orders/export', ({ request }) => {
        const auth = request.headers.get('authorization');
        auths.push(auth);
        if (auth !== 'Bearer access-token-2') {
          return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
        }
      }),
    );
    const user = userEvent.setup();
    await openOrders();
    await user.click(exportButton());
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(auths).toEqual(['Bearer access-token-1', 'Bearer access-token-2']);
    expect(localStorage.getItem('token')).toBe('access-token-2');
  });

  it("shows 'Failed to export orders' when the export fails", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    server.use(http.get('*/api/orders/export', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    await openOrders();
    await user.click(exportButton());
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to export orders'));
    expect(click).not.toHaveBeenCalled();
  });

  it(
    'keeps status, search, sort, page and page size in the address',
    { timeout: 30_000 },
    async () => {
      manyOrders(120);
      const lists = recordLists();
      const user = userEvent.setup();
      const { router } = await openOrders();
      await rowOf('ORD-20250601-00001');
      const address = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
      // The default view has a bare address.
      expect(router.state.location.search).toBe('');

      await user.selectOptions(statusFilter(), 'Shipped');
      await user.type(searchBox(), ' ayesha ');
      await waitFor(() => expect(address()).toEqual({ status: 'Shipped', q: 'ayesha' }), {
        timeout: 3000,
      });
      await user.click(header('Total'));
      await user.click(screen.getByLabelText(/rows per page/i));
      await user.click(await screen.findByRole('option', { name: '10' }));
      expect(await screen.findByText('1–10 of 120')).toBeInTheDocument();
      await user.click(nextPage());
      await waitFor(() =>
        expect(address()).toEqual({
          status: 'Shipped',
          q: 'ayesha',
          sort: 'totalAmount',
          order: 'asc',
          page: '2',
          pageSize: '10',
        }),
      );
      // The list is asked for once the address has changed (a navigation completes in a task).
      await waitFor(() =>
        expect(lists.last()).toEqual({
          status: 'Shipped',
          search: 'ayesha',
          page: '1',
          pageSize: '10',
          sort: 'totalAmount',
          order: 'asc',
        }),
      );
      // A change replaces the history entry: Back leaves the grid rather than undoing a filter.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('opens the view an address asks for (a reload, a shared link)', async () => {
    manyOrders(120);
    const lists = recordLists();
    await openOrders(
      '/orders?status=Pending&q=0300&sort=customerName&order=desc&page=3&pageSize=50',
    );
    await rowOf('ORD-20250601-00001');
    expect(lists.last()).toEqual({
      status: 'Pending',
      search: '0300',
      page: '2',
      pageSize: '50',
      sort: 'customerName',
      order: 'desc',
    });
    expect(statusFilter()).toHaveValue('Pending');
    expect(searchBox()).toHaveValue('0300');
    expect(screen.getByText('101–120 of 120')).toBeInTheDocument();
    expect(header('Customer').closest('[role="columnheader"]')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('falls back to the default view for a malformed address', async () => {
    const lists = recordLists();
    await openOrders('/orders?status=Lost&sort=password&order=sideways&page=-4&pageSize=7');
    await rowOf('ORD-20250601-00001');
    expect(lists.last()).toEqual({ page: '0', pageSize: '25', sort: 'createdAt', order: 'desc' });
    expect(statusFilter()).toHaveValue('');
  });

  it('returns to the same view from an order, by Back and by Back to Orders', async () => {
    manyOrders(120);
    server.use(http.get('*/api/orders/:id', () => HttpResponse.json(adminOrderDetailFixture)));
    const lists = recordLists();
    const user = userEvent.setup();
    const view = '?status=Confirmed&q=bilal&page=2&pageSize=10';
    const { router } = await openOrders(`/orders${view}`);
    await user.click(within(await rowOf('ORD-20250601-00001')).getByText('ORD-20250601-00001'));
    const back = await screen.findByText('Back to Orders');
    expect(back.closest('a')).toHaveAttribute('href', `/orders${view}`);

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(view));
    await rowOf('ORD-20250601-00001');
    expect(statusFilter()).toHaveValue('Confirmed');
    expect(searchBox()).toHaveValue('bilal');
    expect(lists.last()).toMatchObject({ status: 'Confirmed', search: 'bilal', page: '1' });

    await user.click(within(await rowOf('ORD-20250601-00001')).getByText('ORD-20250601-00001'));
    await user.click(await screen.findByText('Back to Orders'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(router.state.location.search).toBe(view);
    expect(await screen.findByText('11–20 of 120')).toBeInTheDocument();
  });

  it("shows 'No orders found' when nothing matches", async () => {
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json<ListOrdersApiResponse>({ orders: [], total: 0, page: 0, pageSize: 25 }),
      ),
    );
    await openOrders();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch orders' in the alert area when the list cannot load", async () => {
    server.use(
      http.get('*/api/orders', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await openOrders();
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to fetch orders'));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });
});
