export { formatShopperDateTime as formatOrderDate } from '@shop/domain/dates';

const PAYMENT_LABELS: Record<string, string> = { COD: 'Cash on Delivery', Card: 'Card' };

export const paymentLabel = (method: string) => PAYMENT_LABELS[method] ?? method;

export { provinceLabel } from '@shop/domain/checkout';
export { nationalPhone } from '@shop/domain/phone';
