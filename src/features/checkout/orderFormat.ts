import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export { formatShopperDateTime as formatOrderDate } from '@shop/domain/dates';

const PAYMENT_LABELS: Record<string, MessageDescriptor> = {
  COD: msg`Cash on Delivery`,
  Card: msg`Card`,
};

/** How the order is paid, in the page's language. */
export const paymentLabel = (method: string) => {
  const label = PAYMENT_LABELS[method];
  return label ? i18n._(label) : method;
};

export { nationalPhone } from '@shop/domain/phone';
