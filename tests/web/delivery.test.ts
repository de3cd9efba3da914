import { describe, expect, it } from 'vitest';
import {
  chargesDelivery,
  cityKey,
  deliveryFee,
  FREE_DELIVERY,
  type DeliveryRates,
} from '@shop/domain/delivery';
import { orderAmount } from '@shop/domain/money';
import { cityFeesProblem, shopSettingProblem } from '@shop/domain/shopSettings';

const rates: DeliveryRates = {
  fee: 200,
  provinceFees: { Gilgit: 450 },
  cityFees: [],
  freeOver: 5000,
};

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

  it('charges a city’s own fee over its province’s, matching the city without case or spaces', () => {
    const byCity: DeliveryRates = {
      ...rates,
      cityFees: [
        { city: 'Karachi', province: 'Sindh', fee: 150 },
        { city: 'Skardu', province: 'Gilgit', fee: 700 },
      ],
    };
    expect(deliveryFee(1000, 'Sindh', byCity, 'Karachi')).toBe(150);
    expect(deliveryFee(1000, 'Sindh', byCity, '  kaRACHi  ')).toBe(150);
    expect(deliveryFee(1000, 'Gilgit', byCity, 'skardu')).toBe(700);
    // Another province of the same name, another city, or no city yet: the province, else default.
    expect(deliveryFee(1000, 'Punjab', byCity, 'Karachi')).toBe(200);
    expect(deliveryFee(1000, 'Gilgit', byCity, 'Gilgit')).toBe(450);
    expect(deliveryFee(1000, 'Sindh', byCity, '')).toBe(200);
    expect(deliveryFee(1000, 'Sindh', byCity)).toBe(200);
    // Free at the threshold, whatever the city; charged just under it.
    expect(deliveryFee(4999.99, 'Gilgit', byCity, 'Skardu')).toBe(700);
    expect(deliveryFee(5000, 'Gilgit', byCity, 'Skardu')).toBe(0);
    expect(cityKey(' Dera   Ghazi  KHAN ')).toBe('dera ghazi khan');
    // A city's fee of 0: free there though the province charges.
    expect(
      deliveryFee(
        1000,
        'Sindh',
        { ...byCity, cityFees: [{ city: 'Karachi', province: 'Sindh', fee: 0 }] },
        'karachi',
      ),
    ).toBe(0);
    expect(
      chargesDelivery({
        ...FREE_DELIVERY,
        cityFees: [{ city: 'Quetta', province: 'Balochistan', fee: 90 }],
      }),
    ).toBe(true);
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

  it('takes city fees with a city, a province and a whole fee, each city once per province', () => {
    expect(cityFeesProblem([])).toBeNull();
    expect(cityFeesProblem([{ city: 'Karachi', province: 'Sindh', fee: 0 }])).toBeNull();
    expect(
      cityFeesProblem([
        { city: 'Karachi', province: 'Sindh', fee: 100 },
        { city: 'Karachi', province: 'Punjab', fee: 100 },
      ]),
    ).toBeNull();
    expect(cityFeesProblem([{ city: '', province: 'Sindh', fee: 1 }])).toMatch(/City fee 1/);
    expect(cityFeesProblem([{ city: 'Karachi', province: '', fee: 1 }])).toMatch(/province/);
    expect(cityFeesProblem([{ city: 'Karachi', province: 'Sindh', fee: 1.5 }])).toMatch(/whole/);
    expect(cityFeesProblem([{ city: 'Karachi', province: 'Sindh', fee: Number.NaN }])).toMatch(
      /whole/,
    );
    expect(
      cityFeesProblem([
        { city: 'Karachi', province: 'Sindh', fee: 1 },
        { city: 'karachi ', province: 'Sindh', fee: 2 },
      ]),
    ).toMatch(/City fee 2: karachi \(Sindh\) already has a fee/);
    expect(cityFeesProblem('Karachi')).toMatch(/list/);
  });
});
