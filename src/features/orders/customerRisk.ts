import type { GetOrderCustomerHistoryApiResponse } from '../../store/api/generated/backOfficeApi';

type History = GetOrderCustomerHistoryApiResponse;
export type OrderCounts = History['byPhone'];

/** "1 cancelled order", "2 cancelled orders". */
export const countOf = (count: number, what: string) =>
  `${count} ${what} order${count === 1 ? '' : 's'}`;

/** Orders still on their way: placed, confirmed or shipped, not yet delivered or returned. */
export const inProgress = (counts: OrderCounts) =>
  counts.pending + counts.confirmed + counts.shipped;

/**
 * How many of the customer's other orders were returned (refused at the door) and cancelled,
 * by phone or by e-mail: the larger of the two counts, or of the listed orders if more of them
 * are (a phone and an e-mail may each have orders the other has not).
 */
export function riskCounts(history: History) {
  const listed = (status: string) => history.orders.filter((o) => o.status === status).length;
  const most = (key: 'returned' | 'cancelled', status: string) =>
    Math.max(history.byPhone[key], history.byEmail[key], listed(status));
  return { returned: most('returned', 'Returned'), cancelled: most('cancelled', 'Cancelled') };
}

/** Which of the order's customer details another order shares. */
export function matchedBy(order: History['orders'][number]): string {
  if (order.samePhone && order.sameEmail) return 'Same phone and e-mail';
  return order.samePhone ? 'Same phone' : 'Same e-mail';
}
