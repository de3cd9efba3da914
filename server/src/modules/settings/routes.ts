import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  SHOP_SETTING_FIELDS,
  SHOP_SETTING_RULES,
  type FieldRule,
  type ShopSettings,
} from '@shop/domain/shopSettings';
import { refusals } from '../../schemas/common';
import type { ShopSettingsStore } from './store';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { readForm } from '../../plugins/multipartForm';
import { discardUnreferenced } from '../images';
import type { ImageStore } from '../images';
import { tagRoutes } from '../../plugins/routeTags';

/** A setting's schema from its rule (@shop/domain/shopSettings, which also checks it on PUT). */
function settingSchema({ kind, optional, note }: FieldRule) {
  const options = note ? { description: note } : {};
  if (kind !== 'count') return Type.String(options);
  return optional ? Type.Union([Type.Integer(), Type.Null()], options) : Type.Integer(options);
}

const CityDeliveryFees = Type.Array(
  Type.Object({
    city: Type.String({ description: 'Matched without regard to case or spaces' }),
    province: Type.String({ description: 'One of the checkout’s provinces' }),
    fee: Type.Integer({ description: 'Rs.; over the province’s fee' }),
  }),
  { description: 'Cities with a fee of their own (at most 200)' },
);

const Logo = Type.String({
  description: 'The uploaded logo (POST /api/admin/settings/logo); empty: none',
});

/** The shop's settings, one field per rule, then the city fees and the logo. */
const ShopSettingsSchema = Type.Unsafe<ShopSettings>(
  Type.Object({
    ...Object.fromEntries(
      SHOP_SETTING_FIELDS.map((field) => [field, settingSchema(SHOP_SETTING_RULES[field])]),
    ),
    cityDeliveryFees: CityDeliveryFees,
    logoUrl: Logo,
  }),
);

/** PUT: the fields added after the first clients may be left out (kept as they are); the logo has its own upload. */
const ShopSettingsInputSchema = Type.Unsafe<Partial<Omit<ShopSettings, 'logoUrl'>>>(
  Type.Object({
    ...Object.fromEntries(
      SHOP_SETTING_FIELDS.map((field) => {
        const schema = settingSchema(SHOP_SETTING_RULES[field]);
        return [field, SHOP_SETTING_RULES[field].keptWhenLeftOut ? Type.Optional(schema) : schema];
      }),
    ),
    cityDeliveryFees: Type.Optional(CityDeliveryFees),
  }),
);

/** The logo upload's form. */
const LogoForm = Type.Object({
  image: Type.String({
    format: 'binary',
    description: 'JPEG, PNG, WebP, GIF or AVIF; 5 MB at most',
  }),
});

/** GET and PUT /api/admin/settings: the shop's name, contact details, mail sender, stock level. */
export const settingsRoutes: FastifyPluginAsyncTypebox<{
  settings: ShopSettingsStore;
  db: Db;
  images: ImageStore;
}> = async (app, { settings, db, images }) => {
  tagRoutes(app, 'Settings');
  app.get(
    '/api/admin/settings',
    {
      onRequest: app.allow('editSettings'),
      schema: {
        operationId: 'getShopSettings',
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
        summary:
          'Change the shop’s settings (superadmin); shown on every instance within seconds, recorded in the audit trail',
        body: ShopSettingsInputSchema,
        response: { 200: ShopSettingsSchema, ...refusals(401, 403) },
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
        summary:
          'Upload the shop’s logo (superadmin; multipart: image), shown in the storefront’s header and footer and on /login',
        multipartBody: LogoForm,
        response: { 200: ShopSettingsSchema, ...refusals(401, 403) },
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
        summary: 'Remove the shop’s logo (superadmin): the pages show the name alone',
        response: { 200: ShopSettingsSchema, ...refusals(401, 403) },
      },
    },
    async (request) => settings.update({ ...settings.current(), logoUrl: '' }, request.admin!),
  );
};
