import { describe, expect, it } from 'vitest';
import {
  LOW_STOCK_NOTICE_AT,
  anySizeInStock,
  schemaAvailability,
  stockNotice,
} from '@shop/domain/stock';

describe('the availability rule', () => {
  it('says "Out of stock" for none, "Only N left" up to the threshold, nothing above it', () => {
    expect(LOW_STOCK_NOTICE_AT).toBe(5);
    expect(stockNotice(0)).toBe('Out of stock');
    expect(stockNotice(1)).toBe('Only 1 left');
    expect(stockNotice(5)).toBe('Only 5 left');
    expect(stockNotice(6)).toBeNull();
  });

  it('gives the JSON-LD availability by the same rule', () => {
    expect(schemaAvailability(0)).toBe('https://schema.org/OutOfStock');
    expect(schemaAvailability(5)).toBe('https://schema.org/LimitedAvailability');
    expect(schemaAvailability(6)).toBe('https://schema.org/InStock');
  });

  it('calls a perfume buyable when any one of its sizes is', () => {
    expect(anySizeInStock([{ stock: 0 }, { stock: 1 }])).toBe(true);
    expect(anySizeInStock([{ stock: 0 }])).toBe(false);
    expect(anySizeInStock([])).toBe(false);
  });
});
