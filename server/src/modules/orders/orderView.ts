import { itemsAmount } from '@shop/domain/money';
import { courierTrackingUrl } from '@shop/domain/couriers';
import type { orderLines, orders } from '../../db/schema';
import type { OrderStatus } from '@shop/domain/orderStatus';
import { nameIn } from '../../schemas/urduText';

type OrderRow = typeof orders.$inferSelect;
type LineRow = Pick<
  typeof orderLines.$inferSelect,
  'perfumeId' | 'productName' | 'productNameUr' | 'variantSize' | 'quantity' | 'price'
>;

/** One status change as the history shows it; who made it is read only for staff. */
export interface EventRow {
  status: OrderStatus;
  createdAt: Date;
  by?: string | null;
  byEmail?: string | null;
  actor?: string | null;
  note?: string | null;
}

/** An order as the back office's list shows it. */
export function toSummary(row: OrderRow) {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerCity: row.customerCity,
    paymentMethod: row.paymentMethod,
    status: row.status,
    totalAmount: Number(row.totalAmount),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who the history names for a change the shop made by itself. */
const SYSTEM = 'System (not confirmed in time)';

const byName = new Intl.Collator('en');

/**
 * One order with its lines (by product name) and status history; `withStaff` adds who changed
 * each status. The customer reads each perfume's name in her order's language (its Urdu name as
 * ordered, where it had one); staff read the names as the shop wrote them. Built from rows,
 * whether read back (the order page) or just written (checkout).
 */
export function orderView(row: OrderRow, lines: LineRow[], events: EventRow[], withStaff: boolean) {
  return {
    ...toSummary(row),
    /** The items' total, delivery, discount; `totalAmount` (what is collected) = items + delivery - discount. */
    itemsTotal: itemsAmount(Number(row.totalAmount), Number(row.deliveryFee), Number(row.discount)),
    deliveryFee: Number(row.deliveryFee),
    discount: Number(row.discount),
    discountCode: row.discountCode,
    language: row.language,
    customerProvince: row.customerProvince,
    customerAddress: row.customerAddress,
    postalcode: row.postalcode,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    trackingUrl: courierTrackingUrl(row.courier, row.trackingNumber),
    products: [...lines]
      .sort(
        (a, b) =>
          byName.compare(a.productName, b.productName) ||
          byName.compare(a.variantSize, b.variantSize),
      )
      .map((line) => ({
        productId: {
          _id: line.perfumeId,
          name: withStaff
            ? line.productName
            : nameIn(row.language, { name: line.productName, nameUr: line.productNameUr }),
        },
        variantSize: line.variantSize,
        quantity: line.quantity,
        price: Number(line.price),
      })),
    history: events.map((event) => ({
      status: event.status,
      at: event.createdAt.toISOString(),
      ...(withStaff
        ? {
            by: event.by ?? event.byEmail ?? (event.actor === 'system' ? SYSTEM : null),
            note: event.note ?? null,
          }
        : {}),
    })),
  };
}

/** An order as its page shows it. */
export type OrderView = ReturnType<typeof orderView>;
