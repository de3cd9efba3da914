import type { GetShopApiResponse } from '../src/store/api/generated/storefrontApi';
import { brand } from '@shop/domain/brand';
import { FREE_DELIVERY } from '@shop/domain/delivery';
import { DEFAULT_ORDER_LIMITS } from '@shop/domain/orderLimits';

/** GET /api/shop of a server with no SHOP_* settings: the defaults of src/domain/brand.ts. */
export const defaultShopFixture: GetShopApiResponse = {
  ...brand,
  delivery: FREE_DELIVERY,
  orderLimits: DEFAULT_ORDER_LIMITS,
};

/** GET /api/shop of a shop configured with its own SHOP_* settings. */
export const configuredShopFixture: GetShopApiResponse = {
  name: 'Khushboo House',
  tagline: 'Attars from Lahore.',
  city: 'Lahore, Pakistan',
  address: '7 Liberty Market, Gulberg III, Lahore 54660, Pakistan',
  phone: '042-35761234',
  whatsapp: '0321-7654321',
  email: 'hello@khushboo.pk',
  social: {
    facebook: 'https://www.facebook.com/khushboohouse',
    instagram: 'https://www.instagram.com/khushboohouse',
    whatsapp: 'https://wa.me/923217654321',
  },
  logo: '',
  delivery: FREE_DELIVERY,
  orderLimits: { maxUnitsPerLine: 6, maxUnitsPerOrder: 12 },
};
