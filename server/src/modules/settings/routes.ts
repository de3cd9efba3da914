import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { bearer, refusals } from '../../schemas/common';
import type { ShopSettingsStore } from './store';

/** The shop's settings; each field's rule is in src/domain/shopSettings.ts (checked on PUT). */
export const ShopSettingsSchema = Type.Object({
  name: Type.String(),
  tagline: Type.String(),
  phone: Type.String(),
  whatsapp: Type.String(),
  email: Type.String(),
  address: Type.String(),
  city: Type.String(),
  facebookUrl: Type.String({ description: 'https:// only; empty for none' }),
  instagramUrl: Type.String({ description: 'https:// only; empty for none' }),
  mailFromName: Type.String(),
  mailFromAddress: Type.String(),
  lowStockThreshold: Type.Integer(),
});

/** GET and PUT /api/admin/settings: the shop's name, contact details, mail sender, stock level. */
export const settingsRoutes: FastifyPluginAsyncTypebox<{ settings: ShopSettingsStore }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/admin/settings',
    {
      onRequest: app.requireSuperadmin,
      schema: {
        operationId: 'getShopSettings',
        tags: ['Settings'],
        summary: 'The shop’s settings (superadmin)',
        security: bearer,
        response: { 200: ShopSettingsSchema, ...refusals(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return settings.current();
    },
  );

  app.put(
    '/api/admin/settings',
    {
      onRequest: app.requireSuperadmin,
      schema: {
        operationId: 'updateShopSettings',
        tags: ['Settings'],
        summary:
          'Change the shop’s settings (superadmin); shown on every instance within seconds, recorded in the audit trail',
        security: bearer,
        body: ShopSettingsSchema,
        response: { 200: ShopSettingsSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => settings.update(request.body, request.admin!),
  );
};
