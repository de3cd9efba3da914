import { brand, type ShopContact } from './brand';
import { whatsappDigits } from './phone';
import { DEFAULT_ORDER_LIMITS } from './orderLimits';
import { SHOP_SETTING_FIELDS, type ShopSettings, type ShopSettingField } from './shopSettingRules';

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
  name: brand.name,
  tagline: brand.tagline,
  phone: brand.phone,
  whatsapp: brand.whatsapp,
  email: brand.email,
  address: brand.address,
  city: brand.city,
  facebookUrl: brand.social.facebook,
  instagramUrl: brand.social.instagram,
  mailFromName: brand.name,
  mailFromAddress: 'no-reply@perfume.pk',
  lowStockThreshold: 5,
  deliveryFee: 0,
  deliveryFeePunjab: null,
  deliveryFeeSindh: null,
  deliveryFeeKPK: null,
  deliveryFeeBalochistan: null,
  deliveryFeeGilgit: null,
  deliveryFeeAzadKashmir: null,
  deliveryFeeIslamabad: null,
  freeDeliveryOver: null,
  ...DEFAULT_ORDER_LIMITS,
  cityDeliveryFees: [],
  logoUrl: '',
};

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
