/** Units that can still be ordered: stock not yet promised to open orders. */
export function available(stock: number, reservedQty: number): number {
  return Math.max(0, stock - reservedQty);
}

/**
 * A quantity the customer may ask for: a whole number of at least 1 and, when the available
 * stock is known, at most that. Anything unreadable becomes 1.
 */
export function clampQuantity(quantity: number, max?: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  const atLeastOne = Math.max(1, whole);
  return max !== undefined && max >= 1 ? Math.min(atLeastOne, max) : atLeastOne;
}

/** At or below this many units left of a size, the shop says how many ("Only 3 left"). */
export const LOW_STOCK_NOTICE_AT = 5;

/** What the shop says about a size's availability: none, few left, or nothing to say. */
export type StockLevel = 'out' | 'low' | 'in';

export function stockLevel(available: number): StockLevel {
  if (available < 1) return 'out';
  return available <= LOW_STOCK_NOTICE_AT ? 'low' : 'in';
}

/** "Out of stock", "Only 3 left", or null when there is plenty. */
export function stockNotice(available: number): string | null {
  const level = stockLevel(available);
  if (level === 'out') return 'Out of stock';
  return level === 'low' ? `Only ${available} left` : null;
}

/** A perfume can be bought when any of its sizes can. */
export const anySizeInStock = (sizes: readonly { stock: number }[]): boolean =>
  sizes.some((size) => size.stock > 0);

/** The schema.org availability of a size, by the same rule as the words on the page. */
export function schemaAvailability(available: number): string {
  const level = stockLevel(available);
  const name = level === 'out' ? 'OutOfStock' : level === 'low' ? 'LimitedAvailability' : 'InStock';
  return `https://schema.org/${name}`;
}
