import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrderDetailFixture, orderDetailIn } from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import { renderApp, signIn } from './renderApp';
import { holdGet } from './heldAnswer';
import * as orderPage from './orderDetailKit';
import { refuse } from './answers';

orderPage.prepareOrderDetail();

const updateButton = () => screen.getByRole('button', { name: 'Update' });

/** Opens the order and moves it to Confirmed, confirmed by `via`. */
async function confirmVia(via: 'Phone call' | 'WhatsApp') {
  const user = userEvent.setup();
  await orderPage.openOrder();
  await user.selectOptions(orderPage.statusSelect(), 'Confirmed');
  await user.click(screen.getByRole('radio', { name: via }));
  await user.click(updateButton());
}

/** The cell texts of a table's body and footer rows. */
const tableRows = (container: HTMLElement) =>
  within(container)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('td, th'), (c) => c.textContent));

describe('/orders/{id}', { timeout: 15_000 }, () => {
  it("shows 'Loading...' and then the customer, products, total and history", async () => {
    const answer = holdGet(
      '*/api/orders/:id',
      orderDetailIn('Confirmed', [
        { status: 'Pending', at: '2025-06-01T09:30:00.000Z', by: null },
        { status: 'Confirmed', at: '2025-06-01T11:05:00.000Z', by: 'Sara Admin' },
      ]),
    );
    signIn();
    renderApp(`/orders/${orderPage.ID}`);
    expect(await screen.findByText('Loading...', {}, { timeout: 5000 })).toBeInTheDocument();
    answer.release();
    await screen.findByRole('heading', { name: 'Order ORD-20250601-00001' }, { timeout: 5000 });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    const customer = orderPage.section('Customer');
    const terms = within(customer)
      .getAllByRole('term')
      .map((t) => [t.textContent, t.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Name', 'Ayesha Khan'],
      ['Email', 'ayesha@example.pk'],
      ['Phone', '0300-1234567'],
      ['Address', 'House 12, Street 4, Model Town'],
      ['City', 'Lahore'],
      ['Province', 'KPK (Khyber Pakhtunkhwa)'],
      ['Postal Code', '54700'],
      ['Payment Method', 'Cash on Delivery (COD)'],
      ['Language', 'English'],
      ['Placed', '1 Jun 2025, 14:30'],
    ]);

    expect(tableRows(orderPage.section('Products'))).toEqual([
      ['Rose Oud', '50ml', '2', '4,500 PKR', '9,000 PKR'],
      ['Amber Night', '100ml', '1', '3,500 PKR', '3,500 PKR'],
      ['Total', '12,500 PKR'],
    ]);

    const history = orderPage.section('Status History');
    expect(tableRows(history)).toEqual([
      ['Pending', '1 Jun 2025, 14:30', '-', '-'],
      ['Confirmed', '1 Jun 2025, 16:05', 'Sara Admin', '-'],
    ]);
    expect(within(history).getByText('Confirmed').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorPrimary',
    );
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  });

  it('offers all six statuses, starting at the current one', async () => {
    orderPage.serveOrder(() => adminOrderDetailFixture);
    await orderPage.openOrder();
    expect(
      within(orderPage.statusSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled', 'Returned']);
    expect(orderPage.statusSelect()).toHaveValue('Pending');
    expect(orderPage.statusSelect()).toBeEnabled();
    expect(updateButton()).toBeEnabled();
    expect(screen.getByText('Next step: Confirmed or Cancelled.')).toBeInTheDocument();
  });

  it.each(['Delivered', 'Cancelled', 'Returned'] as const)(
    'disables the status form for a %s order',
    async (status) => {
      orderPage.serveOrder(() => orderDetailIn(status));
      await orderPage.openOrder();
      expect(orderPage.statusSelect()).toBeDisabled();
      expect(orderPage.statusSelect()).toHaveValue(status);
      expect(updateButton()).toBeDisabled();
      expect(
        screen.getByText(`This order is ${status}; its status can no longer change.`),
      ).toBeInTheDocument();
    },
  );

  it("sends {status}, shows 'Order status updated' and reloads the order", async () => {
    let current = adminOrderDetailFixture;
    const served = orderPage.serveOrder(() => current);
    const sent: { body: unknown; auth: string | null }[] = [];
    server.use(
      http.put('*/api/orders/:id', async ({ request }) => {
        sent.push({
          body: await request.clone().json(),
          auth: request.headers.get('authorization'),
        });
        current = orderDetailIn('Confirmed', [
          ...adminOrderDetailFixture.history,
          { status: 'Confirmed', at: '2025-06-02T10:00:00.000Z', by: 'Sara Admin' },
        ]);
      }),
    );
    await confirmVia('Phone call');

    await waitFor(() => expect(orderPage.alertArea()).toHaveTextContent('Order status updated'));
    expect(sent).toEqual([
      { body: { status: 'Confirmed', confirmedBy: 'Call' }, auth: 'Bearer access-token-1' },
    ]);
    await waitFor(() => expect(served.reads).toBe(2));
    await waitFor(() => expect(tableRows(orderPage.section('Status History'))).toHaveLength(2));
    expect(within(orderPage.section('Status History')).getByText('Sara Admin')).toBeInTheDocument();
    expect(orderPage.statusSelect()).toHaveValue('Confirmed');
    expect(screen.getByText('Next step: Shipped or Cancelled.')).toBeInTheDocument();
  });

  it("shows the server's message when the move is refused", async () => {
    orderPage.serveOrder(() => adminOrderDetailFixture);
    const user = userEvent.setup();
    await orderPage.openOrder();
    await user.selectOptions(orderPage.statusSelect(), 'Delivered');
    await user.click(updateButton());
    await waitFor(() =>
      expect(orderPage.alertArea()).toHaveTextContent(
        'An order that is Pending cannot become Delivered.',
      ),
    );
    expect(orderPage.statusSelect()).toHaveValue('Delivered');
    expect(updateButton()).toBeEnabled();
  });

  it("shows 'Failed to update order' when the server gives no message", async () => {
    orderPage.serveOrder(() => adminOrderDetailFixture);
    server.use(http.put('*/api/orders/:id', () => new HttpResponse(null, { status: 500 })));
    await confirmVia('WhatsApp');
    await waitFor(() => expect(orderPage.alertArea()).toHaveTextContent('Failed to update order'));
  });

  it('says a missing order could not be found, with a way back to the orders', async () => {
    refuse('get', '*/api/orders/:id', 404, 'Order not found');
    signIn();
    renderApp(`/orders/${orderPage.ID}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: "We couldn't find that order" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('says when the shop cannot be reached, and Retry loads the order', async () => {
    let up = false;
    server.use(
      http.get('*/api/orders/:id', () =>
        up ? HttpResponse.json(adminOrderDetailFixture) : HttpResponse.error(),
      ),
    );
    signIn();
    renderApp(`/orders/${orderPage.ID}`);
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: "We couldn't reach the shop" })).toBeInTheDocument();
    up = true;
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { name: 'Order ORD-20250601-00001' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
