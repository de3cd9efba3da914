import type { GetOrderApiResponse } from '../src/store/api/generated/storefrontApi';
import type {
  GetOrderCustomerHistoryApiResponse,
  ListOrdersApiResponse,
} from '../src/store/api/generated/backOfficeApi';

export type OrderSummary = ListOrdersApiResponse['orders'][number];

/** The back-office order list: one order per status, newest first. */
export const adminOrdersFixture: OrderSummary[] = [
  {
    _id: 'c0c0c0c0-0001-4000-8000-000000000001',
    orderNumber: 'ORD-20250601-00001',
    customerName: 'Ayesha Khan',
    customerEmail: 'ayesha@example.pk',
    customerPhone: '0300-1234567',
    customerCity: 'Lahore',
    paymentMethod: 'COD',
    status: 'Pending',
    totalAmount: 12500,
    createdAt: '2025-06-01T09:30:00.000Z',
  },
  {
    _id: 'c0c0c0c0-0002-4000-8000-000000000002',
    orderNumber: 'ORD-20250531-00002',
    customerName: 'Bilal Ahmed',
    customerEmail: 'bilal@example.pk',
    customerPhone: '+923211234567',
    customerCity: 'Karachi',
    paymentMethod: 'COD',
    status: 'Confirmed',
    totalAmount: 4800,
    createdAt: '2025-05-31T12:00:00.000Z',
  },
  {
    _id: 'c0c0c0c0-0003-4000-8000-000000000003',
    orderNumber: 'ORD-20250530-00003',
    customerName: 'Fatima Noor',
    customerEmail: 'fatima@example.pk',
    customerPhone: '0333-7654321',
    customerCity: 'Islamabad',
    paymentMethod: 'COD',
    status: 'Shipped',
    totalAmount: 21000,
    createdAt: '2025-05-30T08:15:00.000Z',
  },
  {
    _id: 'c0c0c0c0-0004-4000-8000-000000000004',
    orderNumber: 'ORD-20250529-00004',
    customerName: 'Hamza Ali',
    customerEmail: 'hamza@example.pk',
    customerPhone: '0345-1112223',
    customerCity: 'Peshawar',
    paymentMethod: 'COD',
    status: 'Delivered',
    totalAmount: 7600,
    createdAt: '2025-05-29T10:00:00.000Z',
  },
  {
    _id: 'c0c0c0c0-0005-4000-8000-000000000005',
    orderNumber: 'ORD-20250528-00005',
    customerName: 'Sana Malik',
    customerEmail: 'sana@example.pk',
    customerPhone: '0301-9998887',
    customerCity: 'Quetta',
    paymentMethod: 'COD',
    status: 'Cancelled',
    totalAmount: 3200,
    createdAt: '2025-05-28T16:45:00.000Z',
  },
  {
    _id: 'c0c0c0c0-0006-4000-8000-000000000006',
    orderNumber: 'ORD-20250527-00006',
    customerName: 'Usman Tariq',
    customerEmail: 'usman@example.pk',
    customerPhone: '0312-4445556',
    customerCity: 'Multan',
    paymentMethod: 'COD',
    status: 'Returned',
    totalAmount: 9900,
    createdAt: '2025-05-27T11:20:00.000Z',
  },
];

const [pending] = adminOrdersFixture;

/** GET /api/orders/{id} as staff see the first (Pending) order: two lines, one history entry. */
export const adminOrderDetailFixture: GetOrderApiResponse = {
  ...pending!,
  customerProvince: 'KPK',
  customerAddress: 'House 12, Street 4, Model Town',
  postalcode: '54700',
  totalAmount: 12500,
  itemsTotal: 12500,
  deliveryFee: 0,
  discount: 0,
  discountCode: null,
  language: 'en',
  products: [
    {
      productId: { _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Rose Oud' },
      variantSize: '50ml',
      quantity: 2,
      price: 4500,
    },
    {
      productId: { _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Amber Night' },
      variantSize: '100ml',
      quantity: 1,
      price: 3500,
    },
  ],
  history: [{ status: 'Pending', at: '2025-06-01T09:30:00.000Z', by: null }],
};

/** The detail fixture in another status, with a history that leads there. */
export function orderDetailIn(
  status: GetOrderApiResponse['status'],
  history: GetOrderApiResponse['history'] = adminOrderDetailFixture.history,
): GetOrderApiResponse {
  return { ...adminOrderDetailFixture, status, history };
}

const noOrders: GetOrderCustomerHistoryApiResponse['byPhone'] = {
  orders: 0,
  pending: 0,
  confirmed: 0,
  shipped: 0,
  delivered: 0,
  returned: 0,
  cancelled: 0,
  deliveredValue: 0,
};

/** GET /api/orders/{id}/customer-history for a customer's first order. */
export const firstOrderHistoryFixture: GetOrderCustomerHistoryApiResponse = {
  phone: pending!.customerPhone,
  email: pending!.customerEmail,
  byPhone: noOrders,
  byEmail: noOrders,
  orders: [],
};

/**
 * The same customer with three earlier orders: by phone one delivered, one returned (refused at
 * the door) and one cancelled; the cancelled one was placed with another e-mail address.
 */
export const riskyHistoryFixture: GetOrderCustomerHistoryApiResponse = {
  ...firstOrderHistoryFixture,
  byPhone: {
    ...noOrders,
    orders: 3,
    delivered: 1,
    returned: 1,
    cancelled: 1,
    deliveredValue: 7600,
  },
  byEmail: { ...noOrders, orders: 2, delivered: 1, returned: 1, deliveredValue: 7600 },
  orders: [
    {
      _id: 'c0c0c0c0-0006-4000-8000-000000000006',
      orderNumber: 'ORD-20250527-00006',
      status: 'Returned',
      totalAmount: 9900,
      createdAt: '2025-05-27T11:20:00.000Z',
      samePhone: true,
      sameEmail: true,
    },
    {
      _id: 'c0c0c0c0-0005-4000-8000-000000000005',
      orderNumber: 'ORD-20250528-00005',
      status: 'Cancelled',
      totalAmount: 3200,
      createdAt: '2025-05-20T16:45:00.000Z',
      samePhone: true,
      sameEmail: false,
    },
    {
      _id: 'c0c0c0c0-0004-4000-8000-000000000004',
      orderNumber: 'ORD-20250529-00004',
      status: 'Delivered',
      totalAmount: 7600,
      createdAt: '2025-05-10T10:00:00.000Z',
      samePhone: true,
      sameEmail: true,
    },
  ],
};

/** The CSV the export answers with (a BOM, a header and one line per order). */
export const ordersCsvFixture =
  '\uFEFForderNumber,createdAt,customerName,status,totalAmount\r\n' +
  adminOrdersFixture
    .map((o) => [o.orderNumber, o.createdAt, o.customerName, o.status, o.totalAmount].join(','))
    .join('\r\n');

export const ORDERS_CSV_NAME = 'orders-2025-06-01.csv';
