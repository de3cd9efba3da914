import { brand, type ShopContact } from './brand';
import { whatsappDigits } from './phone';
import {
  SHOP_SETTING_FIELDS,
  SHOP_SETTING_RULES,
  type ShopSettings,
  type ShopSettingField,
} from './shopSettingRules';

// The settings' fields, rules and checks (shopSettingRules.ts) are part of this module's face:
// the server and the web app take them all from @shop/domain/shopSettings.
export * from './shopSettingRules';

/** The order limits part of a set of settings (src/domain/orderLimits.ts). */
export const orderLimitsOf = (settings: ShopSettings) => ({
  maxUnitsPerLine: settings.maxUnitsPerLine,
  maxUnitsPerOrder: settings.maxUnitsPerOrder,
});

/** The settings as kept: text trimmed. */
export function tidyShopSettings(settings: ShopSettings): ShopSettings {
  const tidy = { ...settings };
  for (const field of SHOP_SETTING_FIELDS) {
    const value = tidy[field];
    if (typeof value === 'string') (tidy as Record<string, unknown>)[field] = value.trim();
  }
  tidy.cityDeliveryFees = (settings.cityDeliveryFees ?? []).map((row) => ({
    city: row.city.trim().replace(/\s+/g, ' '),
    province: row.province,
    fee: row.fee,
  }));
  return tidy;
}

/** The public face of the settings: what the pages, e-mails and WhatsApp links show. */
export function contactOf(settings: ShopSettings): ShopContact {
  const digits = whatsappDigits(settings.whatsapp);
  return {
    name: settings.name,
    tagline: settings.tagline,
    city: settings.city,
    address: settings.address,
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    email: settings.email,
    social: {
      facebook: settings.facebookUrl,
      instagram: settings.instagramUrl,
      whatsapp: digits ? `https://wa.me/${digits}` : brand.social.whatsapp,
    },
    logo: settings.logoUrl ?? '',
  };
}

/** The demo shop's settings (src/domain/brand.ts): what a fresh shop starts from. */
export const DEMO_SHOP_SETTINGS: ShopSettings = {
  ...Object.fromEntries(
    SHOP_SETTING_FIELDS.map((field) => [field, SHOP_SETTING_RULES[field].default]),
  ),
  cityDeliveryFees: [],
  logoUrl: '',
} as Record<string, unknown> as ShopSettings;

/** The demo brand's contact details an owner should replace before selling, in form order. */
const CONTACT_FIELDS: ShopSettingField[] = [
  'phone',
  'whatsapp',
  'email',
  'address',
  'facebookUrl',
  'instagramUrl',
  'mailFromName',
  'mailFromAddress',
];

/** The contact fields still holding the demo brand's value ("Finish setting up your shop"). */
export function unfinishedSetup(settings: ShopSettings): ShopSettingField[] {
  return CONTACT_FIELDS.filter(
    (field) => settings[field] !== '' && settings[field] === DEMO_SHOP_SETTINGS[field],
  );
}
