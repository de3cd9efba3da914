import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isOrderStatus, type OrderStatus } from '@shop/domain/orderStatus';

const STATUS_WORDS: Record<OrderStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Confirmed: msg`Confirmed`,
  Shipped: msg`Shipped`,
  Delivered: msg`Delivered`,
  Cancelled: msg`Cancelled`,
  Returned: msg`Returned`,
};

/**
 * An order status in the page's language (the back office always reads English, as the API
 * names it); one the shop does not know, as written.
 */
export const orderStatusText = (status: string): string =>
  isOrderStatus(status) ? i18n._(STATUS_WORDS[status]) : status;
