import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { SortOrder } from '@shop/domain/catalogueFilters';
import type { OrderLimits, QuantityLimit } from '@shop/domain/orderLimits';
import { MAX_STARS, type Rating } from '@shop/domain/ratings';
import { stockLevel } from '@shop/domain/stock';

/**
 * The words of src/domain the catalogue's pages show, in the page's language: the domain keeps
 * its English (the server uses it too, without the message macros), these say the same.
 */

/** The four sort orders' names (SORT_ORDERS). */
const SORT_LABELS: Record<SortOrder, MessageDescriptor> = {
  'name-asc': msg`Name: A-Z`,
  'name-desc': msg`Name: Z-A`,
  'price-asc': msg`Price: Low to High`,
  'price-desc': msg`Price: High to Low`,
};

export const sortLabel = (order: SortOrder): string => i18n._(SORT_LABELS[order]);

/** "Out of stock", "Only 3 left", or null when there is plenty (stockNotice). */
export function stockText(available: number): string | null {
  const level = stockLevel(available);
  if (level === 'out') return t`Out of stock`;
  return level === 'low' ? t`Only ${available} left` : null;
}

/** Why a quantity cannot go higher (limitMessage). */
export function limitText(limit: QuantityLimit, limits: OrderLimits, available = 0): string {
  const { maxUnitsPerLine, maxUnitsPerOrder } = limits;
  if (limit === 'line') return t`At most ${maxUnitsPerLine} of one size per order`;
  if (limit === 'order') return t`At most ${maxUnitsPerOrder} units per order`;
  return available < 1 ? t`Out of stock` : t`Only ${available} left`;
}

/** "4.5 out of 5 (12 reviews)": the words a screen reader reads for a rating (ratingWords). */
export function ratingText(rating: Rating): string {
  const average = rating.average.toFixed(1);
  const count = rating.count;
  return t`${average} out of ${MAX_STARS} (${plural(count, { one: '# review', other: '# reviews' })})`;
}
