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
