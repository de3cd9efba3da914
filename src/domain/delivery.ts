import type { PROVINCES } from './checkout';

export type Province = (typeof PROVINCES)[number]['value'];

/** A city's own delivery fee, over its province's (the shop's settings). */
export interface CityDeliveryFee {
  city: string;
  province: string;
  /** Rs. */
  fee: number;
}

/** What delivery costs (the shop's settings; GET /api/shop serves it to the pages). */
export interface DeliveryRates {
  /** Rs. for an address whose province has no fee of its own; 0: free. */
  fee: number;
  /** Rs. per province where it differs from `fee`. */
  provinceFees: Record<string, number>;
  /** Rs. for a city of a province, over the province's fee (its name matched by `cityKey`). */
  cityFees: CityDeliveryFee[];
  /** Orders whose items come to at least this many Rs. travel free; null: no such offer. */
  freeOver: number | null;
}

/** No fee set: every total is the items alone (a fresh shop). */
export const FREE_DELIVERY: DeliveryRates = {
  fee: 0,
  provinceFees: {},
  cityFees: [],
  freeOver: null,
};

/** The settings field that holds each province's own fee. */
export const PROVINCE_FEE_FIELDS = {
  Punjab: 'deliveryFeePunjab',
  Sindh: 'deliveryFeeSindh',
  KPK: 'deliveryFeeKPK',
  Balochistan: 'deliveryFeeBalochistan',
  Gilgit: 'deliveryFeeGilgit',
  'Azad Kashmir': 'deliveryFeeAzadKashmir',
  Islamabad: 'deliveryFeeIslamabad',
} as const satisfies Record<Province, string>;

export type ProvinceFeeField = (typeof PROVINCE_FEE_FIELDS)[Province];

/** Most Rs. a delivery fee may be, and a free-delivery threshold; most cities with a fee. */
export const MAX_DELIVERY_FEE = 100_000;
export const MAX_FREE_DELIVERY_OVER = 10_000_000;
export const MAX_CITY_FEES = 200;

/** A city's name as fees match it: case, spaces around and runs of spaces do not count. */
export const cityKey = (city: string) => city.trim().replace(/\s+/g, ' ').toLowerCase();

/** The fee set for this city of this province, if any. */
export function cityFeeOf(
  rates: DeliveryRates,
  province: string,
  city: string,
): number | undefined {
  const key = cityKey(city);
  if (!key) return undefined;
  return (rates.cityFees ?? []).find(
    (row) => row.province === province && cityKey(row.city) === key,
  )?.fee;
}

/**
 * The delivery fee for an order whose items come to `itemsTotal` Rs., sent to `city` in
 * `province`: free at or above the free-delivery threshold, else the city's own fee, else the
 * province's own fee, else the default fee.
 */
export function deliveryFee(
  itemsTotal: number,
  province: string,
  rates: DeliveryRates,
  city = '',
): number {
  if (rates.freeOver !== null && itemsTotal >= rates.freeOver) return 0;
  return cityFeeOf(rates, province, city) ?? rates.provinceFees[province] ?? rates.fee;
}

/** Whether the shop charges delivery anywhere (else the pages say nothing of it). */
export const chargesDelivery = (rates: DeliveryRates) =>
  rates.fee > 0 ||
  Object.values(rates.provinceFees).some((fee) => fee > 0) ||
  (rates.cityFees ?? []).some((row) => row.fee > 0);

/** Whether a fee depends on the city as well as the province (the checkout waits for both). */
export const pricesByCity = (rates: DeliveryRates) => (rates.cityFees ?? []).length > 0;

/** An order's delivery as its tables show it: a line of its own when it cost something. */
export const deliveryLine = (fee: number | undefined) => (fee ? fee : undefined);

/** The delivery part of a set of settings (src/domain/shopSettings.ts). */
export function deliveryRatesOf(
  settings: {
    deliveryFee: number;
    freeDeliveryOver: number | null;
    cityDeliveryFees?: CityDeliveryFee[];
  } & Record<ProvinceFeeField, number | null>,
): DeliveryRates {
  const provinceFees: Record<string, number> = {};
  for (const [province, field] of Object.entries(PROVINCE_FEE_FIELDS)) {
    const fee = settings[field];
    if (typeof fee === 'number') provinceFees[province] = fee;
  }
  return {
    fee: settings.deliveryFee,
    provinceFees,
    cityFees: settings.cityDeliveryFees ?? [],
    freeOver: settings.freeDeliveryOver,
  };
}
