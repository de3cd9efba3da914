import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrderDetailFixture } from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import * as grid from './ordersGridKit';

grid.prepareOrdersGrid();

describe('/orders: the view in the address', { timeout: 15_000 }, () => {
  it(
    'keeps status, search, sort, page and page size in the address',
    { timeout: 30_000 },
    async () => {
      grid.manyOrders(120);
      const lists = grid.recordLists();
      const user = userEvent.setup();
      const { router } = await grid.openOrders();
      await grid.rowOf('ORD-20250601-00001');
      const address = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
      // The default view has a bare address.
      expect(router.state.location.search).toBe('');

      await user.selectOptions(grid.statusFilter(), 'Shipped');
      await user.type(grid.searchBox(), ' ayesha ');
      await waitFor(() => expect(address()).toEqual({ status: 'Shipped', q: 'ayesha' }), {
        timeout: 3000,
      });
      await user.click(grid.header('Total'));
      await user.click(screen.getByLabelText(/rows per page/i));
      await user.click(await screen.findByRole('option', { name: '10' }));
      expect(await screen.findByText('1–10 of 120')).toBeInTheDocument();
      await user.click(grid.nextPage());
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
      await lists.askedFor({
        status: 'Shipped',
        search: 'ayesha',
        page: '1',
        pageSize: '10',
        sort: 'totalAmount',
        order: 'asc',
      });
      // A change replaces the history entry: Back leaves the grid rather than undoing a filter.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('opens the view an address asks for (a reload, a shared link)', async () => {
    grid.manyOrders(120);
    const lists = grid.recordLists();
    await grid.openOrders(
      '/orders?status=Pending&q=0300&sort=customerName&order=desc&page=3&pageSize=50',
    );
    await grid.rowOf('ORD-20250601-00001');
    expect(lists.last()).toEqual({
      status: 'Pending',
      search: '0300',
      page: '2',
      pageSize: '50',
      sort: 'customerName',
      order: 'desc',
    });
    expect(grid.statusFilter()).toHaveValue('Pending');
    expect(grid.searchBox()).toHaveValue('0300');
    expect(screen.getByText('101–120 of 120')).toBeInTheDocument();
    expect(grid.header('Customer').closest('[role="columnheader"]')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('falls back to the default view for a malformed address', async () => {
    const lists = grid.recordLists();
    await grid.openOrders('/orders?status=Lost&sort=password&order=sideways&page=-4&pageSize=7');
    await grid.rowOf('ORD-20250601-00001');
    expect(lists.last()).toEqual({ page: '0', pageSize: '25', sort: 'createdAt', order: 'desc' });
    expect(grid.statusFilter()).toHaveValue('');
  });

  it('returns to the same view from an order, by Back and by Back to Orders', async () => {
    grid.manyOrders(120);
    server.use(http.get('*/api/orders/:id', () => HttpResponse.json(adminOrderDetailFixture)));
    const lists = grid.recordLists();
    const user = userEvent.setup();
    const view = '?status=Confirmed&q=bilal&page=2&pageSize=10';
    const { router } = await grid.openOrders(`/orders${view}`);
    await user.click(
      within(await grid.rowOf('ORD-20250601-00001')).getByText('ORD-20250601-00001'),
    );
    const back = await screen.findByText('Back to Orders');
    expect(back.closest('a')).toHaveAttribute('href', `/orders${view}`);

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(view));
    await grid.rowOf('ORD-20250601-00001');
    expect(grid.statusFilter()).toHaveValue('Confirmed');
    expect(grid.searchBox()).toHaveValue('bilal');
    expect(lists.last()).toMatchObject({ status: 'Confirmed', search: 'bilal', page: '1' });

    await user.click(
      within(await grid.rowOf('ORD-20250601-00001')).getByText('ORD-20250601-00001'),
    );
    await user.click(await screen.findByText('Back to Orders'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(router.state.location.search).toBe(view);
    expect(await screen.findByText('11–20 of 120')).toBeInTheDocument();
  });
});
