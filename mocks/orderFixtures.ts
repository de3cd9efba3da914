import type {
  GetOrderApiResponse,
  TrackOrderApiResponse,
} from '../src/store/api/generated/storefrontApi';

/** The order the storefront's order page shows (GET /api/orders/{id}). */
export const orderFixture: GetOrderApiResponse = {
  _id: '44444444-4444-4444-8444-444444444444',
  orderNumber: 'ORD-20250115-AB12C',
  customerName: 'Ayesha Khan',
  customerEmail: 'ayesha@example.pk',
  customerPhone: '0300-1234567',
  customerProvince: 'KPK',
  customerCity: 'Peshawar',
  customerAddress: 'House 12, Street 4, Hayatabad',
  postalcode: '25000',
  paymentMethod: 'COD',
  status: 'Pending',
  totalAmount: 18098,
  itemsTotal: 18098,
  deliveryFee: 0,
  discount: 0,
  discountCode: null,
  language: 'en',
  createdAt: '2025-01-15T09:30:00.000Z',
  products: [
    {
      productId: { _id: 'p-rose', name: 'Rose of Lahore' },
      variantSize: '30ml',
      quantity: 2,
      price: 2799,
    },
    {
      productId: { _id: 'p-oud', name: 'Royal Oud' },
      variantSize: '50ml',
      quantity: 1,
      price: 12500,
    },
  ],
  history: [{ status: 'Pending', at: '2025-01-15T09:30:00.000Z' }],
};

/** The same order as /track-order returns it after two status changes: personal details masked. */
export const trackedOrderFixture: TrackOrderApiResponse = {
  order: {
    orderNumber: orderFixture.orderNumber,
    status: 'Shipped',
    createdAt: orderFixture.createdAt,
    totalAmount: orderFixture.totalAmount,
    deliveryFee: orderFixture.deliveryFee,
    discount: orderFixture.discount,
    customerName: 'Ayesha K.',
    customerPhone: '0300-*****67',
    customerCity: 'Peshawar',
    customerAddress: 'House 12, ***',
    products: orderFixture.products.map((line) => ({
      name: line.productId.name,
      variantSize: line.variantSize,
      quantity: line.quantity,
      price: line.price,
    })),
    history: [
      { status: 'Pending', at: '2025-01-15T09:30:00.000Z' },
      { status: 'Confirmed', at: '2025-01-15T11:05:00.000Z' },
      { status: 'Shipped', at: '2025-01-16T06:00:00.000Z' },
    ],
  },
};
