import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ShopContact } from '../../../../src/domain/brand';

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
});

/**
 * GET /api/shop: the shop's contact details (its settings, changed in the back office), for the
 * pages and the WhatsApp confirmation. Revalidated on every use, so a change shows at once.
 */
export const shopRoutes: FastifyPluginAsyncTypebox<{ shop: () => ShopContact }> = async (
  app,
  { shop },
) => {
  app.get(
    '/api/shop',
    {
      schema: {
        operationId: 'getShop',
        tags: ['Shop'],
        summary: 'The shop’s name and public contact details (footer, WhatsApp confirmation)',
        response: { 200: ShopContactSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return shop();
    },
  );
};
