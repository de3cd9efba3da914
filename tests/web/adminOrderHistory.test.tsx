import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrderDetailFixture, riskyHistoryFixture } from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import { heldAnswer } from './heldAnswer';

import * as orderPage from './orderDetailKit';

orderPage.prepareOrderDetail();

describe('/orders/{id}: customer history', { timeout: 20_000 }, () => {
  const card = () => orderPage.section('Customer history');

  it('says when this is the first order from the customer', async () => {
    orderPage.serveOrder(() => adminOrderDetailFixture);
    await orderPage.openOrder();
    expect(await within(card()).findByText('First order from this customer')).toBeInTheDocument();
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns, in words and figures, when the customer returned or cancelled orders before', async () => {
    orderPage.serveOrder(() => adminOrderDetailFixture);
    server.use(
      http.get('*/api/orders/:id/customer-history', () => HttpResponse.json(riskyHistoryFixture)),
    );
    await orderPage.openOrder();
    const warning = await within(card()).findByRole('alert');
    expect(warning).toHaveTextContent('Caution: returned or cancelled orders before');
    expect(warning).toHaveTextContent(
      'This customer has 1 returned (refused) order and 1 cancelled order.',
    );
    expect(warning.querySelector('svg')).not.toBeNull();

    expect(card()).toHaveTextContent('Phone +92 300 1234567 · E-mail ayesha@example.pk');
    const figures = within(card()).getByRole('table', { name: 'Other orders by phone and e-mail' });
    expect(
      within(figures)
        .getAllByRole('row')
        .map((row) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent)),
    ).toEqual([
      ['Other orders', 'Same phone', 'Same e-mail'],
      ['Orders placed', '3', '2'],
      ['Delivered', '1', '1'],
      ['Returned (refused)', '1', '1'],
      ['Cancelled', '1', '0'],
      ['In progress', '0', '0'],
      ['Delivered value', '7,600 PKR', '7,600 PKR'],
    ]);

    const others = within(card()).getByRole('region', { name: 'Latest other orders' });
    const items = within(others).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ORD-20250527-00006Returned9,900 PKR27 May 2025, 16:20 · Same phone and e-mail',
      'ORD-20250528-00005Cancelled3,200 PKR20 May 2025, 21:45 · Same phone',
      'ORD-20250529-00004Delivered7,600 PKR10 May 2025, 15:00 · Same phone and e-mail',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'ORD-20250527-00006' })).toHaveAttribute(
      'href',
      '/orders/c0c0c0c0-0006-4000-8000-000000000006',
    );
  });

  it('says a returning customer with no returns or cancellations is one', async () => {
    orderPage.serveOrder(() => adminOrderDetailFixture);
    server.use(
      http.get('*/api/orders/:id/customer-history', () =>
        HttpResponse.json({
          ...riskyHistoryFixture,
          byPhone: { ...riskyHistoryFixture.byPhone, orders: 1, returned: 0, cancelled: 0 },
          byEmail: { ...riskyHistoryFixture.byEmail, orders: 1, returned: 0 },
          orders: riskyHistoryFixture.orders.slice(2),
        }),
      ),
    );
    await orderPage.openOrder();
    expect(
      await within(card()).findByText(
        'Returning customer: 1 delivered order, none returned or cancelled.',
      ),
    ).toBeInTheDocument();
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is loading, and offers to try again when it fails', async () => {
    orderPage.serveOrder(() => adminOrderDetailFixture);
    let calls = 0;
    let busy = true;
    const answer = heldAnswer();
    server.use(
      http.get('*/api/orders/:id/customer-history', async () => {
        calls += 1;
        await answer.released;
        return busy
          ? HttpResponse.json({ message: 'The shop is busy' }, { status: 503 })
          : HttpResponse.json(riskyHistoryFixture);
      }),
    );
    const { user } = await orderPage.openOrder();
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading customer history...');
    answer.release();
    expect(
      await within(card()).findByText("Could not load the customer's other orders."),
    ).toBeInTheDocument();
    // A read is asked again twice before the card gives up.
    expect(calls).toBe(3);
    busy = false;
    await user.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(card()).findByText('Caution: returned or cancelled orders before'),
    ).toBeInTheDocument();
    expect(calls).toBe(4);
  });
});
