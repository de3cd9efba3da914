import { http, HttpResponse } from 'msw';
import { checkoutMessages } from '@shop/domain/checkout';
import { orderTotal } from '@shop/domain/money';
import { customerProblems } from '@shop/domain/customerRules';
import type {
  GetOrderApiResponse,
  PlaceOrderApiArg,
  PlaceOrderApiResponse,
  TrackOrderApiArg,
  TrackOrderApiResponse,
} from '../src/store/api/generated/storefrontApi';
import { orderFixture, trackedOrderFixture } from './orderFixtures';
import { publicPerfumesFixture } from './storefrontFixtures';

const notFound = () => HttpResponse.json({ message: 'Order not found' }, { status: 404 });

/**
 * The storefront's order calls, answered as the server would: checkout validates the customer,
 * prices every line from the catalogue fixture and refuses more than is in stock (409); the order
 * page and tracking know `orderFixture` only.
 */
export const orderHandlers = [
  http.post<never, PlaceOrderApiArg['body']>('*/api/orders/', async ({ request }) => {
    const body = await request.json();
    const problems = customerProblems(body);
    if (body.paymentMethod === 'Card') {
      problems.push({ param: 'paymentMethod', msg: checkoutMessages.cardUnavailable });
    }
    if (problems.length > 0) {
      return HttpResponse.json({ message: problems[0]!.msg, errors: problems }, { status: 400 });
    }
    const lines = body.products.map((line) => {
      const product = publicPerfumesFixture.find((p) => p._id === line.productId);
      const variant = product?.variants.find((v) => v.size === line.variantSize);
      return { line, product, variant };
    });
    const gone = lines.filter((l) => !l.variant).map((l) => l.line.variantSize);
    if (gone.length > 0) {
      const msg = `An item in your order is no longer available (${gone.join(', ')}). Please update your cart.`;
      return HttpResponse.json(
        { message: msg, errors: [{ param: 'products', msg }] },
        { status: 400 },
      );
    }
    const short = lines
      .filter((l) => l.variant!.stock < l.line.quantity)
      .map((l) => ({
        productId: l.line.productId,
        variantSize: l.variant!.size,
        name: l.product!.name,
        requested: l.line.quantity,
        available: l.variant!.stock,
      }));
    if (short.length > 0) {
      const message = short
        .map((s) =>
          s.available === 0
            ? `${s.name} (${s.variantSize}) is sold out.`
            : `Only ${s.available} left of ${s.name} (${s.variantSize}).`,
        )
        .join(' ');
      return HttpResponse.json({ message, stock: short }, { status: 409 });
    }
    const products = lines.map(({ line, product, variant }) => ({
      productId: { _id: product!._id, name: product!.name },
      variantSize: variant!.size,
      quantity: line.quantity,
      price: variant!.price,
    }));
    return HttpResponse.json<PlaceOrderApiResponse>(
      {
        message: 'Order placed successfully',
        order: {
          ...orderFixture,
          ...body,
          paymentMethod: 'COD',
          products,
          totalAmount: orderTotal(products),
        },
      },
      { status: 201 },
    );
  }),
  http.get('*/api/orders/:id', ({ params }) =>
    params.id === orderFixture._id
      ? HttpResponse.json<GetOrderApiResponse>(orderFixture)
      : notFound(),
  ),
  http.post<never, TrackOrderApiArg['body']>('*/api/orders/track-order', async ({ request }) => {
    const { orderNumber } = await request.json();
    return orderNumber.trim().toUpperCase() === orderFixture.orderNumber
      ? HttpResponse.json<TrackOrderApiResponse>(trackedOrderFixture)
      : notFound();
  }),
];
