/**
 * What one order may hold (docs/server-rules.md §3): at most `maxUnitsPerLine` units of one size,
 * `maxUnitsPerOrder` units in all, and never more of a size than is available. The server keeps
 * the two limits in the shop's settings (first from MAX_UNITS_PER_LINE and MAX_UNITS_PER_ORDER) and
 * serves them in GET /api/shop;
 * the perfume's page, the cart, the checkout and the server's order validation all apply this rule.
 */
export interface OrderLimits {
  maxUnitsPerLine: number;
  maxUnitsPerOrder: number;
}

/** The server's defaults, used by the pages until GET /api/shop has answered. */
export const DEFAULT_ORDER_LIMITS: OrderLimits = { maxUnitsPerLine: 10, maxUnitsPerOrder: 30 };

/** Which limit a quantity meets: the stock left, the units of one size, or the units per order. */
export type QuantityLimit = 'stock' | 'line' | 'order';

/** Why a quantity cannot go higher, as the pages and the server say it. */
export function limitMessage(limit: QuantityLimit, limits: OrderLimits, available = 0): string {
  if (limit === 'line') return `At most ${limits.maxUnitsPerLine} of one size per order`;
  if (limit === 'order') return `At most ${limits.maxUnitsPerOrder} units per order`;
  return available < 1 ? 'Out of stock' : `Only ${available} left`;
}

export interface LineAllowance {
  /** The most this line may hold (0 when nothing more can be had). */
  max: number;
  /** The limit that sets `max`. */
  limit: QuantityLimit;
  /** Why, in words: "Only 4 left", "At most 10 of one size per order". */
  message: string;
}

/**
 * The most one line (one perfume size) may hold: the stock available (when known), the units of
 * one size, and what the order's other lines leave of the units per order. Where two limits give
 * the same figure, the stock is named first, then the size.
 */
export function lineAllowance(
  line: { available?: number; otherUnits?: number },
  limits: OrderLimits,
): LineAllowance {
  const candidates: [QuantityLimit, number][] = [
    ['stock', line.available ?? Infinity],
    ['line', limits.maxUnitsPerLine],
    ['order', limits.maxUnitsPerOrder - (line.otherUnits ?? 0)],
  ];
  const [limit, figure] = candidates.reduce((low, next) => (next[1] < low[1] ? next : low));
  return {
    max: Math.max(0, Math.floor(figure)),
    limit,
    message: limitMessage(limit, limits, line.available ?? 0),
  };
}

/**
 * A quantity as the shopper types it, read at once: null while the field is empty (they are still
 * typing), else a whole number from 1 up to `max` (anything unreadable or below 1 is 1), and
 * whether it had to be lowered to `max`.
 */
export function typedQuantity(
  raw: string,
  max: number,
): { quantity: number; lowered: boolean } | null {
  if (raw.trim() === '') return null;
  const number = Number(raw);
  const whole = Number.isFinite(number) ? Math.max(1, Math.floor(number)) : 1;
  const cap = Math.max(1, max);
  return { quantity: Math.min(whole, cap), lowered: whole > cap };
}

/** A line of an order that holds more than the rule allows, and the quantity that would fit. */
export interface LineOverLimit {
  /** The line's place in the list given. */
  index: number;
  quantity: number;
  /** What to lower it to (0: none can be had; remove it). */
  lowerTo: number;
  limit: QuantityLimit;
  message: string;
}

/**
 * Every line over a limit, with the quantity that would fit. A line over its size's limit or its
 * stock is lowered to that first; if the order still holds more than the units per order, the
 * last lines give up the excess (each keeping at least 1), so lowering the lines named makes
 * the whole order fit. Empty when the order may be placed as it is.
 */
export function linesOverLimits(
  lines: readonly { quantity: number; available?: number }[],
  limits: OrderLimits,
): LineOverLimit[] {
  const found = new Map<number, LineOverLimit>();
  const fitted = lines.map((line, index) => {
    const own = lineAllowance(
      { available: line.available },
      { ...limits, maxUnitsPerOrder: Infinity },
    );
    if (line.quantity <= own.max) return line.quantity;
    found.set(index, { index, quantity: line.quantity, lowerTo: own.max, ...pick(own) });
    return own.max;
  });
  let excess = fitted.reduce((sum, quantity) => sum + quantity, 0) - limits.maxUnitsPerOrder;
  // Each line keeps one unit if that is enough; if not (more lines than units), the last go.
  for (const keep of [1, 0]) {
    for (let index = lines.length - 1; index >= 0 && excess > 0; index -= 1) {
      const give = Math.min(excess, Math.max(0, fitted[index]! - keep));
      if (give === 0) continue;
      excess -= give;
      fitted[index] = fitted[index]! - give;
      found.set(index, {
        index,
        quantity: lines[index]!.quantity,
        lowerTo: fitted[index]!,
        limit: 'order',
        message: limitMessage('order', limits),
      });
    }
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

const pick = ({ limit, message }: LineAllowance) => ({ limit, message });
