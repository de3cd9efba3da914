import { describe, expect, it } from 'vitest';
import { lineAllowance, linesOverLimits, typedQuantity } from '@shop/domain/orderLimits';

const limits = { maxUnitsPerLine: 10, maxUnitsPerOrder: 30 };

describe('what one order may hold', () => {
  it('names the limit that sets the most a line may hold', () => {
    expect(lineAllowance({ available: 4 }, limits)).toEqual({
      max: 4,
      limit: 'stock',
      message: 'Only 4 left',
    });
    expect(lineAllowance({ available: 40 }, limits)).toEqual({
      max: 10,
      limit: 'line',
      message: 'At most 10 of one size per order',
    });
    expect(lineAllowance({ available: 40, otherUnits: 25 }, limits)).toEqual({
      max: 5,
      limit: 'order',
      message: 'At most 30 units per order',
    });
    expect(lineAllowance({ available: 0 }, limits)).toMatchObject({
      max: 0,
      message: 'Out of stock',
    });
    // Equal figures: the stock is named.
    expect(lineAllowance({ available: 10 }, limits).message).toBe('Only 10 left');
  });

  it('reads a typed quantity at once: empty while typing, 1 for 0 or less, lowered to the most', () => {
    expect(typedQuantity('', 10)).toBeNull();
    expect(typedQuantity('0', 10)).toEqual({ quantity: 1, lowered: false });
    expect(typedQuantity('-3', 10)).toEqual({ quantity: 1, lowered: false });
    expect(typedQuantity('2.7', 10)).toEqual({ quantity: 2, lowered: false });
    expect(typedQuantity('50', 10)).toEqual({ quantity: 10, lowered: true });
    expect(typedQuantity('10', 10)).toEqual({ quantity: 10, lowered: false });
  });

  it('lists the lines over a limit with what they fit when lowered', () => {
    expect(linesOverLimits([{ quantity: 10 }, { quantity: 20 }], limits)).toEqual([
      expect.objectContaining({ index: 1, quantity: 20, lowerTo: 10, limit: 'line' }),
    ]);
    expect(
      linesOverLimits(
        [
          { quantity: 5, available: 3 },
          { quantity: 2, available: 0 },
        ],
        limits,
      ),
    ).toEqual([
      expect.objectContaining({ index: 0, lowerTo: 3, message: 'Only 3 left' }),
      expect.objectContaining({ index: 1, lowerTo: 0, message: 'Out of stock' }),
    ]);
    // 10 + 10 + 10 + 5 = 35: the last lines give up 5 units.
    const over = linesOverLimits(
      [{ quantity: 10 }, { quantity: 10 }, { quantity: 10 }, { quantity: 5 }],
      limits,
    );
    expect(over).toEqual([
      expect.objectContaining({ index: 2, lowerTo: 9, message: 'At most 30 units per order' }),
      expect.objectContaining({ index: 3, lowerTo: 1 }),
    ]);
    // 31 lines of one: the last goes.
    expect(linesOverLimits(Array(31).fill({ quantity: 1 }), limits)).toEqual([
      expect.objectContaining({ index: 30, lowerTo: 0, limit: 'order' }),
    ]);
    expect(linesOverLimits([{ quantity: 10 }, { quantity: 10 }, { quantity: 10 }], limits)).toEqual(
      [],
    );
  });
});
