import { Type } from 'typebox';
import { CHECKOUT_LIMITS, PAYMENT_METHODS } from '@shop/domain/checkout';
import { COURIERS } from '@shop/domain/couriers';
import { LANGUAGES } from '@shop/domain/language';
import { ORDER_STATUSES } from '@shop/domain/orderStatus';
import { oneOf } from '../../schemas/oneOf';
import { CONFIRMATION_METHODS } from '@shop/domain/confirmation';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './idempotencyKey';

const Status = oneOf(ORDER_STATUSES);
const text = (maxLength: number) => Type.String({ maxLength });

export const OrderLineInput = Type.Object({
  productId: Type.String({ maxLength: 64 }),
  variantSize: Type.String({ maxLength: 40 }),
  quantity: Type.Integer({ minimum: 1, maximum: CHECKOUT_LIMITS.maxQuantity }),
  /** Ignored: the server prices every line from the catalogue. */
  price: Type.Optional(Type.Number()),
});

export const PlaceOrderBody = Type.Object(
  {
    customerName: text(CHECKOUT_LIMITS.customerName + 50),
    customerEmail: text(CHECKOUT_LIMITS.customerEmail + 50),
    customerPhone: text(40),
    customerProvince: text(60),
    customerCity: text(CHECKOUT_LIMITS.customerCity + 50),
    customerAddress: text(CHECKOUT_LIMITS.customerAddress + 50),
    postalcode: text(20),
    paymentMethod: Type.Optional(oneOf(PAYMENT_METHODS)),
    language: Type.Optional(
      oneOf(LANGUAGES, {
        description:
          "The page's language: the order's e-mails and WhatsApp texts use it (default en)",
      }),
    ),
    products: Type.Array(OrderLineInput, { minItems: 1, maxItems: CHECKOUT_LIMITS.maxLines }),
    discountCode: Type.Optional(
      Type.String({
        maxLength: 40,
        description: 'A discount code; the server checks and prices it (empty: none)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The checkout attempt's key (server/src/modules/orders/idempotency.ts). */
export const PlaceOrderHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description: '8 to 100 letters, digits, -, _, . or :; one per checkout attempt',
    }),
  ),
});

export const OrderLine = Type.Object({
  productId: Type.Object({ _id: Type.String(), name: Type.String() }),
  variantSize: Type.String(),
  quantity: Type.Integer(),
  price: Type.Number(),
});

const NullableText = () => Type.Union([Type.String(), Type.Null()]);

export const OrderEvent = Type.Object({
  status: Status,
  at: Type.String({ format: 'date-time' }),
  /** Who made the change; only shown to staff. */
  by: Type.Optional(NullableText()),
  /** What staff noted: how it was confirmed, the courier and tracking number; staff only. */
  note: Type.Optional(NullableText()),
});

/** The courier a shipped order went with, its tracking number and public tracking page. */
const Shipment = {
  courier: Type.Optional(NullableText()),
  trackingNumber: Type.Optional(NullableText()),
  trackingUrl: Type.Optional(NullableText()),
};

export const Order = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  customerName: Type.String(),
  customerEmail: Type.String(),
  customerPhone: Type.String(),
  customerProvince: Type.String(),
  customerCity: Type.String(),
  customerAddress: Type.String(),
  postalcode: Type.String(),
  paymentMethod: Type.String(),
  status: Status,
  totalAmount: Type.Number({
    description: 'What is collected: itemsTotal + deliveryFee - discount',
  }),
  itemsTotal: Type.Number(),
  deliveryFee: Type.Number({ description: 'Rs., priced by the server from the address; 0: free' }),
  discount: Type.Number({ description: 'Rs. off the items by a discount code; 0: none' }),
  discountCode: NullableText(),
  language: oneOf(LANGUAGES, { description: 'The language the order was placed in' }),
  createdAt: Type.String({ format: 'date-time' }),
  ...Shipment,
  products: Type.Array(OrderLine),
  history: Type.Array(OrderEvent),
});

export const OrderSummary = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  customerName: Type.String(),
  customerEmail: Type.String(),
  customerPhone: Type.String(),
  customerCity: Type.String(),
  paymentMethod: Type.String(),
  status: Status,
  totalAmount: Type.Number(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const OrderPage = Type.Object({
  orders: Type.Array(OrderSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

export const SORT_FIELDS = [
  'createdAt',
  'orderNumber',
  'customerName',
  'status',
  'totalAmount',
] as const;

export const OrderListQuery = Type.Object({
  status: Type.Optional(Type.Union([Status, Type.Literal('')])),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sort: Type.Optional(
    Type.Union([
      Type.Literal('createdAt'),
      Type.Literal('orderNumber'),
      Type.Literal('customerName'),
      Type.Literal('status'),
      Type.Literal('totalAmount'),
    ]),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

export const OrderExportQuery = Type.Object({
  status: Type.Optional(Type.Union([Status, Type.Literal('')])),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});

export const UpdateStatusBody = Type.Object(
  {
    status: Status,
    /** With Shipped: the courier the parcel was handed to (src/domain/couriers.ts). */
    courier: Type.Optional(oneOf(COURIERS)),
    /** With Shipped: the courier's tracking (consignment) number. */
    trackingNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    /** With Confirmed (and only then, required): how staff confirmed it with the customer. */
    confirmedBy: Type.Optional(oneOf(CONFIRMATION_METHODS)),
    /** A short remark kept in the order's history, e.g. who answered the call. */
    note: Type.Optional(Type.String({ maxLength: 120 })),
  },
  { additionalProperties: false },
);

/** Counts of one customer's orders with the shop, for judging a cash-on-delivery order. */
const OrderCounts = Type.Object({
  orders: Type.Integer(),
  pending: Type.Integer(),
  confirmed: Type.Integer(),
  shipped: Type.Integer(),
  delivered: Type.Integer(),
  returned: Type.Integer(),
  cancelled: Type.Integer(),
  /** Value of the delivered orders (cash collected). */
  deliveredValue: Type.Number(),
});

/** The customer's history with the shop by phone and by e-mail, other orders listed. */
export const CustomerHistory = Type.Object({
  phone: Type.String(),
  email: Type.String(),
  byPhone: OrderCounts,
  byEmail: OrderCounts,
  /** The customer's other orders (same phone or e-mail), newest first, at most 20. */
  orders: Type.Array(
    Type.Object({
      _id: Type.String(),
      orderNumber: Type.String(),
      status: Status,
      totalAmount: Type.Number(),
      createdAt: Type.String({ format: 'date-time' }),
      samePhone: Type.Boolean(),
      sameEmail: Type.Boolean(),
    }),
  ),
});

export const OrderIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const TrackOrderBody = Type.Object(
  { orderNumber: Type.String({ minLength: 1, maxLength: 30 }) },
  { additionalProperties: false },
);

/** What a customer sees when tracking by order number: personal details masked. */
export const TrackedOrder = Type.Object({
  orderNumber: Type.String(),
  status: Status,
  createdAt: Type.String({ format: 'date-time' }),
  totalAmount: Type.Number(),
  deliveryFee: Type.Number({ description: 'Part of totalAmount; 0: free' }),
  discount: Type.Number({ description: 'Taken off totalAmount; 0: none' }),
  customerName: Type.String(),
  customerPhone: Type.String(),
  customerCity: Type.String(),
  customerAddress: Type.String(),
  ...Shipment,
  products: Type.Array(
    Type.Object({
      name: Type.String(),
      variantSize: Type.String(),
      quantity: Type.Integer(),
      price: Type.Number(),
    }),
  ),
  history: Type.Array(OrderEvent),
});

export const OrderPlaced = Type.Object({ message: Type.String(), order: Order });
export const OrderUpdated = Type.Object({ message: Type.String(), order: Order });

/** A 409 when stock ran out: which items, and how many are left of each. */
export const StockConflict = Type.Object({
  message: Type.String(),
  stock: Type.Array(
    Type.Object({
      productId: Type.String(),
      variantSize: Type.String(),
      name: Type.String(),
      requested: Type.Integer(),
      available: Type.Integer(),
    }),
  ),
});
