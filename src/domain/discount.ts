import { formatRs } from './money';
import { shopWallClock } from './dates';

/** A code takes a percentage of the items, or a fixed number of rupees off them. */
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What staff decide about a code: its discount, when it holds, how often it may be used. */
interface DiscountChoices {
  kind: DiscountKind;
  value: number;
  /** Rs. the items must come to; 0: any order. */
  minOrder: number;
  startsAt: string | null;
  endsAt: string | null;
  /** Orders that may use the code in all; null: no limit. */
  maxUses: number | null;
  /** Orders one phone number (any spelling) may place with it; null: no limit. */
  maxUsesPerPhone: number | null;
  isActive: boolean;
}

/** A code's terms as the shop keeps them; times are instants (ISO), uses counted by the server. */
export interface DiscountTerms extends DiscountChoices {
  usedCount: number;
}

export type DiscountReason =
  'invalid' | 'not valid yet' | 'expired' | 'used up' | 'used by this phone' | 'minimum order';

export type DiscountPricing = { amount: number } | { reason: DiscountReason; message: string };

export const discountMessages = {
  required: 'Please enter a discount code.',
  format: 'A code is 3 to 30 letters, digits or dashes.',
  /** Unknown and inactive codes alike: the answer never tells which codes exist. */
  invalid: 'This discount code is not valid.',
  notYet: 'This discount code is not valid yet.',
  expired: 'This discount code has expired.',
  usedUp: 'This discount code has been used up.',
  usedByPhone: 'This discount code has already been used with this phone number.',
  minimum: (minOrder: number) =>
    `This discount code needs a minimum order of ${formatRs(minOrder)}.`,
  guessing: 'Too many codes tried. Please try again later.',
};

export const CODE_PATTERN = /^[A-Z0-9-]{3,30}$/;

/** The one form a code is kept and looked up in: trimmed, upper case, inner spaces gone. */
export const normaliseCode = (code: string) => code.trim().replace(/\s+/g, '').toUpperCase();

/**
 * What `terms` take off an order whose items come to `itemsTotal` Rs. at `now`, or why the code
 * does not apply. `phoneUses`: the orders this phone number has already placed with it. A
 * percentage is rounded down to whole rupees; neither kind takes off more than the items.
 */
export function priceDiscount(
  terms: DiscountTerms,
  itemsTotal: number,
  now: Date,
  phoneUses = 0,
): DiscountPricing {
  if (!terms.isActive) return { reason: 'invalid', message: discountMessages.invalid };
  if (terms.startsAt && now < new Date(terms.startsAt))
    return { reason: 'not valid yet', message: discountMessages.notYet };
  if (terms.endsAt && now >= new Date(terms.endsAt))
    return { reason: 'expired', message: discountMessages.expired };
  if (terms.maxUses !== null && terms.usedCount >= terms.maxUses)
    return { reason: 'used up', message: discountMessages.usedUp };
  if (terms.maxUsesPerPhone !== null && phoneUses >= terms.maxUsesPerPhone)
    return { reason: 'used by this phone', message: discountMessages.usedByPhone };
  if (itemsTotal < terms.minOrder)
    return { reason: 'minimum order', message: discountMessages.minimum(terms.minOrder) };
  const raw = terms.kind === 'percent' ? Math.floor((itemsTotal * terms.value) / 100) : terms.value;
  return { amount: Math.min(raw, itemsTotal) };
}

/** What the back office shows of a code at `now`: whether it can be used, and if not why. */
export type DiscountStatus = 'Active' | 'Inactive' | 'Scheduled' | 'Expired' | 'Used up';

/** A code's status; its times as the back office holds them (Pakistan time, `LOCAL_TIME_PATTERN`). */
export function discountStatus(
  code: Pick<DiscountTerms, 'isActive' | 'maxUses' | 'usedCount'> & {
    startsAt: string | null;
    endsAt: string | null;
  },
  now: Date,
): DiscountStatus {
  if (!code.isActive) return 'Inactive';
  const here = instantToShopTime(now);
  if (code.startsAt && here < code.startsAt) return 'Scheduled';
  if (code.endsAt && here >= code.endsAt) return 'Expired';
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return 'Used up';
  return 'Active';
}

/** Bounds of a code's figures (the back office's form and the server). */
export const DISCOUNT_LIMITS = {
  percent: { min: 1, max: 100 },
  fixed: { min: 1, max: 1_000_000 },
  minOrder: { min: 0, max: 10_000_000 },
  maxUses: { min: 1, max: 1_000_000 },
  maxUsesPerPhone: { min: 1, max: 1000 },
} as const;

/** A code as staff write it; times are Pakistan wall-clock time, `YYYY-MM-DDTHH:mm`. */
export interface DiscountCodeInput extends DiscountChoices {
  code: string;
}

export const LOCAL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The instant of a Pakistan wall-clock time `YYYY-MM-DDTHH:mm`; null when it is not one. */
export function shopTimeToInstant(local: string): Date | null {
  if (!LOCAL_TIME_PATTERN.test(local)) return null;
  const asUtc = new Date(`${local}:00Z`);
  if (Number.isNaN(asUtc.getTime())) return null;
  const offset = shopWallClock(asUtc).getTime() - asUtc.getTime();
  return new Date(asUtc.getTime() - offset);
}

/** An instant as Pakistan wall-clock time `YYYY-MM-DDTHH:mm` (the form's value). */
export const instantToShopTime = (at: Date) => shopWallClock(at).toISOString().slice(0, 16);

const whole = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && value >= min && value <= max;

/** Each wrong field of a code as staff wrote it, by the field's name. */
export function discountCodeProblems(input: DiscountCodeInput): { param: string; msg: string }[] {
  const problems: { param: string; msg: string }[] = [];
  if (!CODE_PATTERN.test(normaliseCode(input.code)))
    problems.push({ param: 'code', msg: discountMessages.format });
  const range = DISCOUNT_LIMITS[input.kind];
  if (!whole(input.value, range))
    problems.push({
      param: 'value',
      msg:
        input.kind === 'percent'
          ? `A percentage is a whole number from ${range.min} to ${range.max}.`
          : `An amount is a whole number of rupees from ${range.min} to ${range.max}.`,
    });
  if (!whole(input.minOrder, DISCOUNT_LIMITS.minOrder))
    problems.push({
      param: 'minOrder',
      msg: `The minimum order is a whole number of rupees up to ${DISCOUNT_LIMITS.minOrder.max}.`,
    });
  for (const field of ['maxUses', 'maxUsesPerPhone'] as const) {
    const value = input[field];
    if (value !== null && !whole(value, DISCOUNT_LIMITS[field]))
      problems.push({
        param: field,
        msg: `Leave it empty for no limit, or a whole number from 1 to ${DISCOUNT_LIMITS[field].max}.`,
      });
  }
  for (const field of ['startsAt', 'endsAt'] as const) {
    const value = input[field];
    if (value !== null && !shopTimeToInstant(value))
      problems.push({ param: field, msg: 'Enter a date and time (Pakistan time).' });
  }
  const starts = input.startsAt && shopTimeToInstant(input.startsAt);
  const ends = input.endsAt && shopTimeToInstant(input.endsAt);
  if (starts && ends && ends <= starts)
    problems.push({ param: 'endsAt', msg: 'The end must be after the start.' });
  return problems;
}
