import { provinceLabel } from '@shop/domain/checkout';
import { formatRs } from '@shop/domain/money';
import type { GetOrderApiResponse } from '../../../store/api/generated/storefrontApi';

export type SlipOrder = GetOrderApiResponse;

/** Where the parcel goes: the street address, then city, province and postal code. */
export const addressLines = (order: SlipOrder): [string, string] => [
  order.customerAddress,
  `${order.customerCity}, ${provinceLabel(order.customerProvince)} ${order.postalcode}`,
];

/** What the courier collects at the door: the whole total for cash on delivery. */
export const collectText = (order: SlipOrder) =>
  order.paymentMethod === 'COD'
    ? `COD amount to collect: ${formatRs(order.totalAmount)}`
    : `Paid by ${order.paymentMethod}: nothing to collect`;
