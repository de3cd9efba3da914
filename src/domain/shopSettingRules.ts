import { canonicalMobile, isPakistaniLandline } from './phone';
import {
  cityKey,
  MAX_CITY_FEES,
  MAX_DELIVERY_FEE,
  MAX_FREE_DELIVERY_OVER,
  PROVINCE_FEE_FIELDS,
  type CityDeliveryFee,
  type ProvinceFeeField,
} from './delivery';
import { CHECKOUT_LIMITS } from './checkout';
import { brand } from './brand';
import { DEFAULT_ORDER_LIMITS } from './orderLimits';

/** Most units per order the owner may allow (MAX_UNITS_PER_ORDER's bound too). */
export const MAX_UNITS_PER_ORDER_LIMIT = 10_000;

/**
 * The shop's settings as the owner keeps them in the back office (stored in the database; the
 * SHOP_*, MAIL_FROM and LOW_STOCK_THRESHOLD variables only fill them in on the first start).
 */
export interface ShopSettingsBase {
  name: string;
  tagline: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  city: string;
  /** https:// only; empty: no Facebook page. */
  facebookUrl: string;
  /** https:// only; empty: no Instagram page. */
  instagramUrl: string;
  /** The name order e-mails come from. */
  mailFromName: string;
  /** The address order e-mails come from. */
  mailFromAddress: string;
  /** A variant's available stock at or below this is low (dashboard, e-mail alert). */
  lowStockThreshold: number;
  /** Rs. charged for delivery where a province has no fee of its own; 0: free (src/domain/delivery.ts). */
  deliveryFee: number;
  /** Orders whose items come to at least this many Rs. travel free; null: no such offer. */
  freeDeliveryOver: number | null;
  /** Most units of one size one order may hold (src/domain/orderLimits.ts); 1 to 100. */
  maxUnitsPerLine: number;
  /** Most units in all one order may hold; at least `maxUnitsPerLine`. */
  maxUnitsPerOrder: number;
  /** Cities with a fee of their own, over their province's (src/domain/delivery.ts). */
  cityDeliveryFees: CityDeliveryFee[];
  /** The uploaded logo's /uploads/ address; empty: none (set by its own upload, not the form). */
  logoUrl: string;
}

/** The settings: a province's own delivery fee (null: the default fee). */
export type ShopSettings = ShopSettingsBase & Record<ProvinceFeeField, number | null>;

/** The settings of one value each (the city fees are a list of their own). */
export type ShopSettingField = Exclude<keyof ShopSettings, 'cityDeliveryFees' | 'logoUrl'>;

/** What a refusal may name: a field, or the list of city fees. */
export type SettingsProblemField = ShopSettingField | 'cityDeliveryFees' | 'logoUrl';

/** A logo's address as the upload stores it (server/src/modules/images). */
export const LOGO_URL = /^\/uploads\/[0-9a-f]{24}\.webp$/;

export interface FieldRule {
  label: string;
  /** Most characters (text fields). */
  max: number;
  kind: 'text' | 'phone' | 'mobile' | 'email' | 'https' | 'count';
  optional?: boolean;
  /** Least value (counts); 0 unless given. */
  min?: number;
  /** A saving may leave it out and keep it as it is (the fields added after the first clients). */
  keptWhenLeftOut?: boolean;
  /** What the API document says of it, where its name does not say it all. */
  note?: string;
  /** A fresh shop's value (the demo brand's, src/domain/brand.ts). */
  default: string | number | null;
}

const PROVINCE_FEE = {
  max: MAX_DELIVERY_FEE,
  kind: 'count',
  optional: true,
  keptWhenLeftOut: true,
  default: null,
  note: 'Rs. for addresses in this province; null: the default fee',
} as const;

/**
 * Each field's label, rule and default: one place for the server's checks and API schema, the
 * back-office form and a fresh shop's settings.
 */
export const SHOP_SETTING_RULES: Record<ShopSettingField, FieldRule> = {
  name: { label: 'Shop name', max: 60, kind: 'text', default: brand.name },
  tagline: { label: 'Short description', max: 200, kind: 'text', default: brand.tagline },
  phone: { label: 'Contact phone', max: 30, kind: 'phone', default: brand.phone },
  whatsapp: { label: 'WhatsApp number', max: 30, kind: 'mobile', default: brand.whatsapp },
  email: { label: 'Contact e-mail', max: 254, kind: 'email', default: brand.email },
  address: { label: 'Postal address', max: 300, kind: 'text', default: brand.address },
  city: { label: 'City', max: 100, kind: 'text', default: brand.city },
  facebookUrl: {
    label: 'Facebook page',
    max: 300,
    kind: 'https',
    optional: true,
    note: 'https:// only; empty for none',
    default: brand.social.facebook,
  },
  instagramUrl: {
    label: 'Instagram page',
    max: 300,
    kind: 'https',
    optional: true,
    note: 'https:// only; empty for none',
    default: brand.social.instagram,
  },
  mailFromName: { label: 'E-mail sender name', max: 60, kind: 'text', default: brand.name },
  mailFromAddress: {
    label: 'E-mail sender address',
    max: 254,
    kind: 'email',
    default: 'no-reply@perfume.pk',
  },
  lowStockThreshold: { label: 'Low-stock level', max: 1_000_000, kind: 'count', default: 5 },
  deliveryFee: {
    label: 'Delivery fee (Rs.)',
    max: MAX_DELIVERY_FEE,
    kind: 'count',
    keptWhenLeftOut: true,
    note: 'Rs.; 0: free delivery (the default)',
    default: 0,
  },
  deliveryFeePunjab: { label: 'Punjab', ...PROVINCE_FEE },
  deliveryFeeSindh: { label: 'Sindh', ...PROVINCE_FEE },
  deliveryFeeKPK: { label: 'KPK (Khyber Pakhtunkhwa)', ...PROVINCE_FEE },
  deliveryFeeBalochistan: { label: 'Balochistan', ...PROVINCE_FEE },
  deliveryFeeGilgit: { label: 'Gilgit (Gilgit-Baltistan)', ...PROVINCE_FEE },
  deliveryFeeAzadKashmir: { label: 'Azad Kashmir', ...PROVINCE_FEE },
  deliveryFeeIslamabad: { label: 'Islamabad Capital Territory', ...PROVINCE_FEE },
  freeDeliveryOver: {
    label: 'Free delivery over (Rs.)',
    max: MAX_FREE_DELIVERY_OVER,
    kind: 'count',
    optional: true,
    keptWhenLeftOut: true,
    note: 'Rs.; orders whose items come to this or more travel free; null: no such offer',
    default: null,
  },
  maxUnitsPerLine: {
    label: 'Units of one size per order',
    min: 1,
    max: CHECKOUT_LIMITS.maxQuantity,
    kind: 'count',
    keptWhenLeftOut: true,
    note: 'Units of one size per order; 1 to 100',
    default: DEFAULT_ORDER_LIMITS.maxUnitsPerLine,
  },
  maxUnitsPerOrder: {
    label: 'Units per order',
    min: 1,
    max: MAX_UNITS_PER_ORDER_LIMIT,
    kind: 'count',
    keptWhenLeftOut: true,
    note: 'Units per order; at least maxUnitsPerLine, at most 10000',
    default: DEFAULT_ORDER_LIMITS.maxUnitsPerOrder,
  },
};

export const SHOP_SETTING_FIELDS = Object.keys(SHOP_SETTING_RULES) as ShopSettingField[];

const EMAIL = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;

/** Text a page, an e-mail header or a WhatsApp text can carry as it is: no markup, no controls. */
const plainText = (value: string) =>
  !/[<>]/.test(value) && ![...value].some((c) => c < ' ' || c === '\u007f');

function httpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Why a field's value cannot be kept, or null when it can. */
export function shopSettingProblem(field: ShopSettingField, value: unknown): string | null {
  const rule = SHOP_SETTING_RULES[field];
  if (rule.kind === 'count') {
    if (rule.optional && value === null) return null;
    const min = rule.min ?? 0;
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= rule.max
      ? null
      : `${rule.label} must be a whole number from ${min} to ${rule.max}.`;
  }
  if (typeof value !== 'string') return `${rule.label} is required.`;
  const text = value.trim();
  if (!text) return rule.optional ? null : `${rule.label} is required.`;
  if (text.length > rule.max) return `${rule.label} must be at most ${rule.max} characters.`;
  if (!plainText(text)) return `${rule.label} must be plain text (no < or >, one line).`;
  switch (rule.kind) {
    case 'phone':
      return canonicalMobile(text) || isPakistaniLandline(text)
        ? null
        : `${rule.label} must be a Pakistani phone number, like 0300-1234567 or 021-35123456.`;
    case 'mobile':
      return canonicalMobile(text)
        ? null
        : `${rule.label} must be a Pakistani mobile number, like 0300-1234567.`;
    case 'email':
      return EMAIL.test(text) ? null : `${rule.label} must be an e-mail address.`;
    case 'https':
      return httpsUrl(text) ? null : `${rule.label} must be a link starting with https://.`;
    default:
      return null;
  }
}

/** Every problem with a set of settings, by field (empty when they can be kept). */
export function shopSettingsProblems(
  settings: Record<string, unknown>,
): Partial<Record<SettingsProblemField, string>> {
  const problems: Partial<Record<SettingsProblemField, string>> = {};
  for (const field of SHOP_SETTING_FIELDS) {
    const problem = shopSettingProblem(field, settings[field]);
    if (problem) problems[field] = problem;
  }
  if (!problems.maxUnitsPerLine && !problems.maxUnitsPerOrder) {
    const problem = orderLimitsProblem(settings.maxUnitsPerLine, settings.maxUnitsPerOrder);
    if (problem) problems.maxUnitsPerOrder = problem;
  }
  const cities = cityFeesProblem(settings.cityDeliveryFees ?? []);
  if (cities) problems.cityDeliveryFees = cities;
  const logo = settings.logoUrl ?? '';
  if (typeof logo !== 'string' || (logo !== '' && !LOGO_URL.test(logo)))
    problems.logoUrl = 'The logo must be an uploaded image.';
  return problems;
}

const CITY_RULE = SHOP_SETTING_RULES.city;

/** Why a list of city fees cannot be kept (naming the row, counted from 1), or null. */
export function cityFeesProblem(rows: unknown): string | null {
  if (!Array.isArray(rows)) return 'City fees must be a list.';
  if (rows.length > MAX_CITY_FEES) return `At most ${MAX_CITY_FEES} cities may have a fee.`;
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const name = `City fee ${index + 1}`;
    const { city, province, fee } = (row ?? {}) as Partial<Record<string, unknown>>;
    const text = typeof city === 'string' ? city.trim() : '';
    if (!text) return `${name}: the city is required.`;
    if (text.length > CITY_RULE.max)
      return `${name}: the city must be at most ${CITY_RULE.max} characters.`;
    if (!plainText(text)) return `${name}: the city must be plain text (no < or >, one line).`;
    if (typeof province !== 'string' || !(province in PROVINCE_FEE_FIELDS))
      return `${name}: choose the city’s province.`;
    if (typeof fee !== 'number' || !Number.isInteger(fee) || fee < 0 || fee > MAX_DELIVERY_FEE)
      return `${name}: the fee must be a whole number from 0 to ${MAX_DELIVERY_FEE}.`;
    const key = `${province}\u0000${cityKey(text)}`;
    if (seen.has(key)) return `${name}: ${text} (${province}) already has a fee.`;
    seen.add(key);
  }
  return null;
}

/** Why the units per order cannot be kept beside the units of one size (fewer), or null. */
export function orderLimitsProblem(perLine: unknown, perOrder: unknown): string | null {
  return typeof perLine === 'number' && typeof perOrder === 'number' && perOrder < perLine
    ? `${SHOP_SETTING_RULES.maxUnitsPerOrder.label} must be at least the ${SHOP_SETTING_RULES.maxUnitsPerLine.label.toLowerCase()} (${perLine}).`
    : null;
}
