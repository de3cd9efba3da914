import { PROVINCES } from '../../domain/checkout';

export { formatShopperDateTime as formatOrderDate } from '../../domain/dates';

const PAYMENT_LABELS: Record<string, string> = { COD: 'Cash on Delivery', Card: 'Card' };

export const paymentLabel = (method: string) => PAYMENT_LABELS[method] ?? method;

/** The province as the checkout form labels it: "KPK" -> "KPK (Khyber Pakhtunkhwa)". */
export const provinceLabel = (value: string) =>
  PROVINCES.find((p) => p.value === value)?.label ?? value;
