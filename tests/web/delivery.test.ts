import { describe, expect, it } from 'vitest';
import { deliveryFee, FREE_DELIVERY, type DeliveryRates } from '../../src/domain/delivery';
import { orderAmount } from '../../src/domain/discount';
import { shopSettingProblem } from '../../src/domain/shopSettings';

const rates: DeliveryRates = { fee: 200, provinceFees: { Gilgit: 450 }, freeOver: 5000 };

describe('deliveryFee (src/domain/delivery.ts)', () => {
  it('is free when no fee is set, whatever the order', () => {
    expect(deliveryFee(10, 'Gilgit', FREE_DELIVERY)).toBe(0);
    expect(deliveryFee(999_999, 'Sindh', FREE_DELIVERY)).toBe(0);
  });

  it('charges the province’s own fee, else the default', () => {
    expect(deliveryFee(1000, 'Sindh', rates)).toBe(200);
    expect(deliveryFee(1000, 'Gilgit', rates)).toBe(450);
  });

  it('is free at and above the threshold, charged just under it', () => {
    expect(deliveryFee(4999.99, 'Sindh', rates)).toBe(200);
    expect(deliveryFee(4999.99, 'Gilgit', rates)).toBe(450);
    expect(deliveryFee(5000, 'Sindh', rates)).toBe(0);
    expect(deliveryFee(5000, 'Gilgit', rates)).toBe(0);
    expect(deliveryFee(5000.01, 'Gilgit', rates)).toBe(0);
  });

  it('has no threshold when none is set', () => {
    expect(deliveryFee(1_000_000, 'Punjab', { ...rates, freeOver: null })).toBe(200);
  });

  it('adds delivery to the items without float drift', () => {
    expect(orderAmount(0.1 + 0.2, 200, 0)).toBe(200.3);
    expect(orderAmount(2799.5, 0, 0)).toBe(2799.5);
  });
});

describe('delivery settings rules', () => {
  it('takes whole, non-negative, bounded rupees; a province fee and the threshold may be empty', () => {
    expect(shopSettingProblem('deliveryFee', 0)).toBeNull();
    expect(shopSettingProblem('deliveryFee', 250)).toBeNull();
    expect(shopSettingProblem('deliveryFee', -1)).toMatch(/Delivery fee/);
    expect(shopSettingProblem('deliveryFee', 1.5)).toMatch(/whole number/);
    expect(shopSettingProblem('deliveryFee', 100_001)).toMatch(/0 to 100000/);
    expect(shopSettingProblem('deliveryFee', null)).toMatch(/Delivery fee/);
    expect(shopSettingProblem('deliveryFeeGilgit', null)).toBeNull();
    expect(shopSettingProblem('deliveryFeeGilgit', -5)).toMatch(/Gilgit/);
    expect(shopSettingProblem('freeDeliveryOver', null)).toBeNull();
    expect(shopSettingProblem('freeDeliveryOver', 10_000_001)).toMatch(/Free delivery over/);
  });
});
