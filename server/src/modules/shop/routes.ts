import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ShopContact } from '@shop/domain/brand';
import type { DeliveryRates } from '@shop/domain/delivery';
import type { OrderLimits } from '@shop/domain/orderLimits';

/** The shop's name and public contact details (its settings). */
export const ShopContactSchema = Type.Object({
  name: Type.String(),
  tagline: Type.String(),
  city: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  whatsapp: Type.String(),
  email: Type.String(),
  social: Type.Object({
    facebook: Type.String(),
    instagram: Type.String(),
    whatsapp: Type.String(),
  }),
  logo: Type.String({ description: 'The shop’s logo (an /uploads/ address); empty: none' }),
  /** What delivery costs (src/domain/delivery.ts): the cart and checkout price it as the shopper types. */
  delivery: Type.Object({
    fee: Type.Number({ description: 'Rs. where the province has no fee of its own; 0: free' }),
    provinceFees: Type.Record(Type.String(), Type.Number(), {
      description: 'Rs. by province (the checkout’s values), where it differs from `fee`',
    }),
    cityFees: Type.Array(
      Type.Object({ city: Type.String(), province: Type.String(), fee: Type.Number() }),
      {
        description:
          'Rs. for a city of a province, over the province’s fee; the city matched without regard to case or spaces',
      },
    ),
    freeOver: Type.Union([Type.Number(), Type.Null()], {
      description: 'Orders whose items come to this or more travel free; null: no such offer',
    }),
  }),
  /** What one order may hold (the shop's settings): the pages apply it as the shopper types. */
  orderLimits: Type.Object({
    maxUnitsPerLine: Type.Integer({ minimum: 1 }),
    maxUnitsPerOrder: Type.Integer({ minimum: 1 }),
  }),
});

/**
 * GET /api/shop: the shop's contact details (its settings, changed in the back office), for the
 * pages and the WhatsApp confirmation, and the limits on what one order may hold. Revalidated on
 * every use, so a change of the settings shows at once.
 */
export const shopRoutes: FastifyPluginAsyncTypebox<{
  shop: () => ShopContact;
  delivery: () => DeliveryRates;
  orderLimits: () => OrderLimits;
}> = async (app, { shop, delivery, orderLimits }) => {
  app.get(
    '/api/shop',
    {
      schema: {
        operationId: 'getShop',
        tags: ['Shop'],
        summary:
          'The shop’s name and public contact details (footer, WhatsApp confirmation) what delivery costs and the limits on one order',
        response: { 200: ShopContactSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { ...shop(), delivery: delivery(), orderLimits: orderLimits() };
    },
  );
};
