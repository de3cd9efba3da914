import { http, HttpResponse } from 'msw';
import {
  TRACKING_NUMBER_PATTERN,
  courierTrackingUrl,
  shipmentMessages,
} from '@shop/domain/couriers';
import { CONFIRMATION_LABELS, confirmationMessages } from '@shop/domain/confirmation';
import { canMove, isOrderStatus, isTerminal } from '@shop/domain/orderStatus';
import type {
  GetOrderCustomerHistoryApiResponse,
  ListOrdersApiResponse,
  UpdateOrderStatusApiArg,
  UpdateOrderStatusApiResponse,
} from '../src/store/api/generated/backOfficeApi';
import {
  adminOrderDetailFixture,
  adminOrdersFixture,
  firstOrderHistoryFixture,
  ORDERS_CSV_NAME,
  ordersCsvFixture,
  type OrderSummary,
} from './adminOrderFixtures';

type StatusChange = UpdateOrderStatusApiArg['body'];

/**
 * The server's 400 for a Confirmed without how, or a courier or tracking number that does not go
 * with the change.
 */
function changeProblem(change: StatusChange) {
  if (change.status !== 'Shipped' && (change.courier || change.trackingNumber)) {
    const param = change.courier ? 'courier' : 'trackingNumber';
    return {
      param,
      msg: `A ${param === 'courier' ? 'courier' : 'tracking number'} is recorded only when an order is Shipped.`,
    };
  }
  if (change.trackingNumber && !TRACKING_NUMBER_PATTERN.test(change.trackingNumber))
    return { param: 'trackingNumber', msg: shipmentMessages.trackingNumberInvalid };
  if (change.trackingNumber && !change.courier)
    return { param: 'courier', msg: shipmentMessages.courierRequired };
  if (change.status === 'Confirmed' && !change.confirmedBy)
    return { param: 'confirmedBy', msg: confirmationMessages.required };
  if (change.status !== 'Confirmed' && change.confirmedBy)
    return { param: 'confirmedBy', msg: confirmationMessages.onlyWithConfirmed };
  return null;
}

type SortKey = 'createdAt' | 'orderNumber' | 'customerName' | 'status' | 'totalAmount';

/** The orders matching ?status= and ?search= as the server filters them. */
function filtered(params: URLSearchParams): OrderSummary[] {
  const status = params.get('status');
  const search = (params.get('search') ?? '').trim().toLowerCase();
  return adminOrdersFixture.filter(
    (o) =>
      (!status || o.status === status) &&
      (!search ||
        [o.orderNumber, o.customerName, o.customerEmail, o.customerPhone].some((field) =>
          field.toLowerCase().includes(search),
        )),
  );
}

/**
 * Staff order calls: the list, the CSV export, the customer's other orders (none: a first
 * order) and the status change (refusing a shipment the server would refuse). GET /api/orders/{id} is
 * shared with the storefront's order page, so the back-office tests set it per test.
 */
export const adminOrderHandlers = [
  http.get('*/api/orders/export', ({ request }) => {
    const rows = filtered(new URL(request.url).searchParams);
    const csv = ordersCsvFixture
      .split('\r\n')
      .filter((line, i) => i === 0 || rows.some((o) => line.startsWith(`${o.orderNumber},`)))
      .join('\r\n');
    return new HttpResponse(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${ORDERS_CSV_NAME}"`,
      },
    });
  }),
  http.get('*/api/orders', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 0);
    const pageSize = Number(params.get('pageSize') ?? 25);
    const sort = (params.get('sort') ?? 'createdAt') as SortKey;
    const direction = params.get('order') === 'asc' ? 1 : -1;
    const rows = filtered(params).sort((a, b) =>
      a[sort] < b[sort] ? -direction : a[sort] > b[sort] ? direction : 0,
    );
    return HttpResponse.json<ListOrdersApiResponse>({
      orders: rows.slice(page * pageSize, (page + 1) * pageSize),
      total: rows.length,
      page,
      pageSize,
    });
  }),
  http.get('*/api/orders/:id/customer-history', () =>
    HttpResponse.json<GetOrderCustomerHistoryApiResponse>(firstOrderHistoryFixture),
  ),
  http.put<{ id: string }, StatusChange>('*/api/orders/:id', async ({ params, request }) => {
    const change = await request.json();
    const { status: to } = change;
    const order = adminOrdersFixture.find((o) => o._id === params.id);
    if (!order) return HttpResponse.json({ message: 'Order not found' }, { status: 404 });
    if (!isOrderStatus(to)) {
      return HttpResponse.json({ message: 'Invalid status' }, { status: 400 });
    }
    const problem = changeProblem(change);
    if (problem) {
      return HttpResponse.json({ message: problem.msg, errors: [problem] }, { status: 400 });
    }
    if (!canMove(order.status, to)) {
      const message =
        order.status === to
          ? `The order is already ${to}.`
          : isTerminal(order.status)
            ? `The order is ${order.status}; its status can no longer change.`
            : `An order that is ${order.status} cannot become ${to}.`;
      return HttpResponse.json({ message }, { status: 409 });
    }
    return HttpResponse.json<UpdateOrderStatusApiResponse>({
      message: 'Order status updated',
      order: {
        ...adminOrderDetailFixture,
        ...order,
        status: to,
        courier: change.courier ?? null,
        trackingNumber: change.trackingNumber ?? null,
        trackingUrl: courierTrackingUrl(change.courier ?? null, change.trackingNumber ?? null),
        history: [
          ...adminOrderDetailFixture.history,
          {
            status: to,
            at: '2025-06-02T10:00:00.000Z',
            by: 'Sara Admin',
            note:
              [change.confirmedBy && CONFIRMATION_LABELS[change.confirmedBy], change.note]
                .filter(Boolean)
                .join(' · ') || null,
          },
        ],
      },
    });
  }),
];
