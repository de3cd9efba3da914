import type { Config } from '../../config';
import { DEMO_SHOP_SETTINGS, type ShopSettings } from '@shop/domain/shopSettings';

/** "Name <address>" or a bare address (MAIL_FROM), as a name and an address. */
function sender(mailFrom: string, shopName: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(mailFrom);
  if (match) return { name: match[1] || shopName, address: match[2]! };
  return { name: shopName, address: mailFrom.trim() };
}

/**
 * The settings a shop starts with: SHOP_*, MAIL_FROM, LOW_STOCK_THRESHOLD, MAX_UNITS_PER_LINE and
 * MAX_UNITS_PER_ORDER as configured (their
 * defaults the demo brand's), kept in the database on the first start and never read again.
 */
export function firstStartSettings(config: Config): ShopSettings {
  const { shop } = config;
  // Mail is sent in the shop's name unless MAIL_FROM names a sender.
  const from = sender(config.mailFrom, shop.name);
  return {
    // No delivery fee until the owner sets one (the demo's delivery fields): totals are the items.
    ...DEMO_SHOP_SETTINGS,
    name: shop.name,
    tagline: shop.tagline,
    phone: shop.phone,
    whatsapp: shop.whatsapp,
    email: shop.email,
    address: shop.address,
    city: shop.city,
    facebookUrl: shop.social.facebook,
    instagramUrl: shop.social.instagram,
    mailFromName: from.name.slice(0, 60),
    mailFromAddress: from.address,
    lowStockThreshold: config.lowStockThreshold,
    maxUnitsPerLine: config.orderLimits.maxUnitsPerLine,
    maxUnitsPerOrder: config.orderLimits.maxUnitsPerOrder,
  };
}
