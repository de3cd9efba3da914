import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { refusals } from '../../schemas/common';
import type { ShopSettingsStore } from './store';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { readForm } from '../../plugins/multipartForm';
import { discardUnreferenced } from '../images';
import type { ImageStore } from '../images';

const ProvinceFee = Type.Union([Type.Integer(), Type.Null()], {
  description: 'Rs. for addresses in this province; null: the default fee',
});

/** The shop's settings; each field's rule is in src/domain/shopSettings.ts (checked on PUT). */
const contactFields = {
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
};

/** What delivery costs (src/domain/delivery.ts). */
const deliveryFields = {
  deliveryFee: Type.Integer({ description: 'Rs.; 0: free delivery (the default)' }),
  deliveryFeePunjab: ProvinceFee,
  deliveryFeeSindh: ProvinceFee,
  deliveryFeeKPK: ProvinceFee,
  deliveryFeeBalochistan: ProvinceFee,
  deliveryFeeGilgit: ProvinceFee,
  deliveryFeeAzadKashmir: ProvinceFee,
  deliveryFeeIslamabad: ProvinceFee,
  cityDeliveryFees: Type.Array(
    Type.Object({
      city: Type.String({ description: 'Matched without regard to case or spaces' }),
      province: Type.String({ description: 'One of the checkout’s provinces' }),
      fee: Type.Integer({ description: 'Rs.; over the province’s fee' }),
    }),
    { description: 'Cities with a fee of their own (at most 200)' },
  ),
  freeDeliveryOver: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Rs.; orders whose items come to this or more travel free; null: no such offer',
  }),
};

/** What one order may hold (src/domain/orderLimits.ts); checked on every order. */
const orderLimitFields = {
  maxUnitsPerLine: Type.Integer({ description: 'Units of one size per order; 1 to 100' }),
  maxUnitsPerOrder: Type.Integer({
    description: 'Units per order; at least maxUnitsPerLine, at most 10000',
  }),
};

const laterFields = { ...deliveryFields, ...orderLimitFields };

export const ShopSettingsSchema = Type.Object({
  ...contactFields,
  ...laterFields,
  logoUrl: Type.String({
    description: 'The uploaded logo (POST /api/admin/settings/logo); empty: none',
  }),
});

/** The logo upload's form. */
const LogoForm = Type.Object({
  image: Type.String({
    format: 'binary',
    description: 'JPEG, PNG, WebP, GIF or AVIF; 5 MB at most',
  }),
});

/** PUT: the delivery and order-limit fields may be left out (kept as they are), so older clients still work. */
const ShopSettingsInputSchema = Type.Object({
  ...contactFields,
  ...Object.fromEntries(
    Object.entries(laterFields).map(([field, schema]) => [field, Type.Optional(schema)]),
  ),
} as typeof contactFields & {
  [K in keyof typeof laterFields]: ReturnType<typeof Type.Optional<(typeof laterFields)[K]>>;
});

/** GET and PUT /api/admin/settings: the shop's name, contact details, mail sender, stock level. */
export const settingsRoutes: FastifyPluginAsyncTypebox<{
  settings: ShopSettingsStore;
  db: Db;
  images: ImageStore;
}> = async (app, { settings, db, images }) => {
  app.get(
    '/api/admin/settings',
    {
      onRequest: app.allow('editSettings'),
      schema: {
        operationId: 'getShopSettings',
        tags: ['Settings'],
        summary: 'The shop’s settings (superadmin)',
        response: { 200: ShopSettingsSchema, ...refusals(401, 403) },
      },
    },
    // Answered no-store, as every answer to a signed-in request is (plugins/conditionalGet.ts).
    async () => settings.current(),
  );

  app.put(
    '/api/admin/settings',
    {
      onRequest: app.allow('editSettings'),
      schema: {
        operationId: 'updateShopSettings',
        tags: ['Settings'],
        summary:
          'Change the shop’s settings (superadmin); shown on every instance within seconds, recorded in the audit trail',
        body: ShopSettingsInputSchema,
        response: { 200: ShopSettingsSchema, ...refusals(400, 401, 403) },
      },
    },
    // The logo changes through its own upload, never through this body.
    async (request) =>
      settings.update(
        { ...settings.current(), ...request.body, logoUrl: settings.current().logoUrl },
        request.admin!,
      ),
  );

  app.post(
    '/api/admin/settings/logo',
    {
      onRequest: app.allow('editSettings'),
      schema: {
        operationId: 'uploadShopLogo',
        tags: ['Settings'],
        summary:
          'Upload the shop’s logo (superadmin; multipart: image), shown in the storefront’s header and footer and on /login',
        multipartBody: LogoForm,
        response: { 200: ShopSettingsSchema, ...refusals(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const file = (await readForm(request)).files.get('image')?.[0];
      if (!file)
        throw badRequest('Choose an image for the logo.', [
          { param: 'image', msg: 'Choose an image for the logo.' },
        ]);
      const stored = await images.store(await images.encode(file));
      try {
        return await settings.update(
          { ...settings.current(), logoUrl: stored.url },
          request.admin!,
        );
      } catch (error) {
        await discardUnreferenced(db, images, [stored]);
        throw error;
      }
    },
  );

  app.delete(
    '/api/admin/settings/logo',
    {
      onRequest: app.allow('editSettings'),
      schema: {
        operationId: 'removeShopLogo',
        tags: ['Settings'],
        summary: 'Remove the shop’s logo (superadmin): the pages show the name alone',
        response: { 200: ShopSettingsSchema, ...refusals(401, 403) },
      },
    },
    async (request) => settings.update({ ...settings.current(), logoUrl: '' }, request.admin!),
  );
};
