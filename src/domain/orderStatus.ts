/** The six order statuses, in the order the admin form offers them (docs/product.md §4). */
export const ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Statuses whose orders count as sales in the dashboard's figures (sales line, top perfumes,
 * sales by category): every order but the cancelled and returned ones. The database's roll-up
 * triggers (migration 0004) hold the same list; tests/server/salesStatuses.test.ts checks both.
 */
export const SALES_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'Cancelled' && status !== 'Returned',
);

/** Which status may follow which (docs/server-rules.md §5); the others are refused. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Returned'],
  Delivered: [],
  Cancelled: [],
  Returned: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Delivered, Cancelled and Returned end an order's life. */
export function isTerminal(status: OrderStatus): boolean {
  return NEXT_STATUSES[status].length === 0;
}

/** A Pending order waits for the customer to confirm it (the shop offers WhatsApp for that). */
export const awaitsCustomerConfirmation = (status: OrderStatus) => status === 'Pending';

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Badge colour names of docs/product.md §4 (warning, primary, info, success, danger, secondary). */
export const STATUS_COLOURS: Record<
  OrderStatus,
  'warning' | 'primary' | 'info' | 'success' | 'error' | 'secondary'
> = {
  Pending: 'warning',
  Confirmed: 'primary',
  Shipped: 'info',
  Delivered: 'success',
  Cancelled: 'error',
  Returned: 'secondary',
};
