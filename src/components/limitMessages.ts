import { t } from '@lingui/core/macro';
import type { OrderLimits, QuantityLimit } from '@shop/domain/orderLimits';
import { stockLevel } from '@shop/domain/stock';

// The stock and order limits' words of src/domain (stockNotice, limitMessage) in the page's
// language, for the perfume page, the cart and the checkout: the domain keeps its English (the
// server uses it too, without the message macros), these say the same.

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
