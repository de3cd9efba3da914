export { formatShopperDateTime as formatOrderDate } from '../../domain/dates';

const PAYMENT_LABELS: Record<string, string> = { COD: 'Cash on Delivery', Card: 'Card' };

export const paymentLabel = (method: string) => PAYMENT_LABELS[method] ?? method;

export { provinceLabel } from '../../domain/checkout';
export { nationalPhone } from '../../domain/phone';
