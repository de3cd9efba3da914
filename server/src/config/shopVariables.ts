import { Type } from 'typebox';
import { CHECKOUT_LIMITS } from '@shop/domain/checkout';
import { MAX_UNITS_PER_ORDER_LIMIT } from '@shop/domain/shopSettings';

/** The shop: its outgoing mail, contact details (SHOP_*) and order limits. */
export const shopVariables = {
  MAIL_FROM: Type.Optional(
    Type.String({
      'x-default': "`no-reply@perfume.pk` (sent as the shop's name)",
      description: "Sender of outgoing mail, on the first start (then the shop's settings).",
    }),
  ),
  LOW_STOCK_THRESHOLD: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1000000,
      default: 5,
      'x-default': '`5`',
      description:
        "First-start low-stock level (then the shop's settings): a variant with this many or fewer units available is listed as low stock, and superadmins get one e-mail each time it falls to this level.",
    }),
  ),
  SHOP_NAME: Type.Optional(
    Type.String({
      maxLength: 60,
      'x-default': '`Mehak Perfumes`',
      description:
        "First-start shop name (plain text, 60 characters). Every `SHOP_*` value is kept in the shop's settings on the first start and not read again: change them in the back office's **Settings**.",
    }),
  ),
  SHOP_TAGLINE: Type.Optional(
    Type.String({
      maxLength: 200,
      'x-default': "the brand's",
      description: 'One line about the shop (200 characters).',
    }),
  ),
  SHOP_CITY: Type.Optional(
    Type.String({
      maxLength: 100,
      'x-default': '`Karachi, Pakistan`',
      description: 'City shown in the footer and contact page.',
    }),
  ),
  SHOP_ADDRESS: Type.Optional(
    Type.String({
      maxLength: 300,
      'x-default': "the brand's",
      description: 'Full postal address (e-mails, contact details; 300 characters).',
    }),
  ),
  SHOP_PHONE: Type.Optional(
    Type.String({
      maxLength: 30,
      'x-default': '`+92 300 1234567`',
      description: 'Phone number shown to customers.',
    }),
  ),
  SHOP_WHATSAPP: Type.Optional(
    Type.String({
      maxLength: 30,
      'x-default': '`+92 300 1234567`',
      description:
        'The WhatsApp number customers confirm orders on: a Pakistani mobile number in any spelling (`0300-1234567`, `+92 300 1234567`).',
    }),
  ),
  SHOP_EMAIL: Type.Optional(
    Type.String({
      maxLength: 254,
      'x-default': '`support@mehakperfumes.pk`',
      description: 'Contact e-mail shown to customers.',
    }),
  ),
  SHOP_FACEBOOK_URL: Type.Optional(
    Type.String({
      format: 'uri',
      'x-protocols': ['https:'],
      'x-default': "the brand's",
      description: "`https://` links to the shop's pages.",
    }),
  ),
  SHOP_INSTAGRAM_URL: Type.Optional(
    Type.String({
      format: 'uri',
      'x-protocols': ['https:'],
      'x-default': "the brand's",
      description: "`https://` links to the shop's pages.",
    }),
  ),
  MAX_UNITS_PER_LINE: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: CHECKOUT_LIMITS.maxQuantity,
      default: 10,
      'x-default': '`10`',
      description:
        'First-start units of one size (lines of one size together) one order may hold (1-100); then **Settings**.',
    }),
  ),
  MAX_UNITS_PER_ORDER: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_UNITS_PER_ORDER_LIMIT,
      default: 30,
      'x-default': '`30`',
      description:
        'First-start units one order may hold in all; then **Settings**. Both are served to the pages in `GET /api/shop` (`orderLimits`), which apply them as the shopper types.',
    }),
  ),
  PENDING_ORDER_TTL_HOURS: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 24 * 365,
      default: 72,
      'x-default': '`72`',
      description:
        'A Pending order nobody confirms within this many hours is cancelled by the system and its stock released; `0` never.',
    }),
  ),
};
