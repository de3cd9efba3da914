import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrderDetailFixture, adminOrdersFixture } from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import type { ListOrdersApiResponse } from '../../src/store/api/generated/backOfficeApi';
import * as grid from './ordersGridKit';

grid.prepareOrdersGrid();

describe('/orders', { timeout: 15_000 }, () => {
  it('lists the orders with status badges and PKR totals, newest first, 25 a page', async () => {
    const lists = grid.recordLists();
    await grid.openOrders();
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
    const first = await grid.rowOf('ORD-20250601-00001');
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
    expect(grid.dataRows()).toHaveLength(adminOrdersFixture.length);
    const colours = {
      'ORD-20250601-00001': ['Pending', 'MuiChip-colorWarning'],
      'ORD-20250531-00002': ['Confirmed', 'MuiChip-colorPrimary'],
      'ORD-20250530-00003': ['Shipped', 'MuiChip-colorInfo'],
      'ORD-20250529-00004': ['Delivered', 'MuiChip-colorSuccess'],
      'ORD-20250528-00005': ['Cancelled', 'MuiChip-colorError'],
      'ORD-20250527-00006': ['Returned', 'MuiChip-colorSecondary'],
    };
    for (const [orderNumber, [status, colour]] of Object.entries(colours)) {
      const row = await grid.rowOf(orderNumber);
      expect(within(row).getByText(status!).closest('.MuiChip-root')).toHaveClass(colour!);
    }
    expect(
      within(await grid.rowOf('ORD-20250530-00003')).getByText('21,000 PKR'),
    ).toBeInTheDocument();
    expect(lists.last()).toEqual({
      page: '0',
      pageSize: '25',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it.each([
    ['its Edit link', (row: HTMLElement) => within(row).getByLabelText('Edit ORD-20250601-00001')],
    [
      'its number, a tap away on a phone',
      (row: HTMLElement) => within(row).getByText('ORD-20250601-00001'),
    ],
  ])('opens an order from %s', async (_, linkIn) => {
    server.use(http.get('*/api/orders/:id', () => HttpResponse.json(adminOrderDetailFixture)));
    const user = userEvent.setup();
    const { router } = await grid.openOrders();
    const link = linkIn(await grid.rowOf('ORD-20250601-00001'));
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', `/orders/${adminOrdersFixture[0]!._id}`);
    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/${adminOrdersFixture[0]!._id}`),
    );
  });

  it('asks the server for the next page and another page size', async () => {
    grid.manyOrders(60);
    const lists = grid.recordLists();
    const user = userEvent.setup();
    await grid.openOrders();
    await grid.rowOf('ORD-20250601-00001');
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();

    await user.click(grid.nextPage());
    await waitFor(() => expect(lists.last()).toMatchObject({ page: '1', pageSize: '25' }));
    expect(await screen.findByText('26–50 of 60')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/rows per page/i));
    await user.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(lists.last()).toMatchObject({ pageSize: '100' }));
    expect(await screen.findByText('1–60 of 60')).toBeInTheDocument();
  });

  it('sorts on the server: a grid.header click sends sort and order, and goes back to page 1', async () => {
    const user = userEvent.setup();
    const lists = await grid.openSecondPage(user);

    await user.click(grid.header('Total'));
    await lists.askedFor({ page: '0', pageSize: '25', sort: 'totalAmount', order: 'asc' });
    await user.click(grid.header('Total'));
    await waitFor(() => expect(lists.last()).toMatchObject({ sort: 'totalAmount', order: 'desc' }));
    await user.click(grid.header('Customer'));
    await waitFor(() => expect(lists.last()).toMatchObject({ sort: 'customerName', order: 'asc' }));
  });

  it('filters by status on the server', async () => {
    const lists = grid.recordLists();
    const user = userEvent.setup();
    await grid.openOrders();
    await grid.rowOf('ORD-20250601-00001');
    expect(
      within(grid.statusFilter())
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
    await user.selectOptions(grid.statusFilter(), 'Shipped');
    await lists.askedFor({
      status: 'Shipped',
      page: '0',
      pageSize: '25',
      sort: 'createdAt',
      order: 'desc',
    });
    await waitFor(() => expect(grid.dataRows()).toHaveLength(1));
    expect(await grid.rowOf('ORD-20250530-00003')).toBeInTheDocument();

    // Back to all statuses: the whole list again (cached, so no new request).
    await user.selectOptions(grid.statusFilter(), 'All statuses');
    await waitFor(() => expect(grid.dataRows()).toHaveLength(adminOrdersFixture.length));
  });

  it('debounces the search: one request, no sooner than 500 ms after the last keystroke', async () => {
    const lists = grid.recordLists();
    const user = userEvent.setup();
    await grid.openOrders();
    await grid.rowOf('ORD-20250601-00001');
    const before = lists.seen.length;
    let lastKeystroke = 0;
    grid.searchBox().addEventListener('input', () => (lastKeystroke = Date.now()));

    await user.type(grid.searchBox(), 'bilal');
    await waitFor(() => expect(lists.seen.length).toBe(before + 1), { timeout: 3000 });
    // (A timer may fire a millisecond early.)
    expect(lists.times.at(-1)! - lastKeystroke).toBeGreaterThanOrEqual(495);
    expect(lists.last()).toMatchObject({ search: 'bilal', page: '0' });
    await waitFor(() => expect(grid.dataRows()).toHaveLength(1));
    expect(await grid.rowOf('ORD-20250531-00002')).toBeInTheDocument();
    // Five keystrokes, one request.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(lists.seen.length).toBe(before + 1);
  });

  it.each([
    [
      'the status filter',
      (user: User) => user.selectOptions(grid.statusFilter(), 'Delivered'),
      { status: 'Delivered' },
    ],
    ['the search', (user: User) => user.type(grid.searchBox(), ' 0300 '), { search: '0300' }],
  ])('goes back to page 1 when %s changes', async (_, change, asked) => {
    const user = userEvent.setup();
    const lists = await grid.openSecondPage(user);
    await change(user);
    await waitFor(() => expect(lists.last()).toMatchObject({ ...asked, page: '0' }), {
      timeout: 3000,
    });
  });

  it("shows 'No orders found' when nothing matches", async () => {
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json<ListOrdersApiResponse>({ orders: [], total: 0, page: 0, pageSize: 25 }),
      ),
    );
    await grid.openOrders();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch orders' in the alert area when the list cannot load", async () => {
    server.use(
      http.get('*/api/orders', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await grid.openOrders();
    await waitFor(() => expect(grid.alertArea()).toHaveTextContent('Failed to fetch orders'));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });
});
