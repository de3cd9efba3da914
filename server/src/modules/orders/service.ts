import { eq } from 'drizzle-orm';
import type { OrderLimits } from '@shop/domain/orderLimits';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Throttle } from '../../db/throttle';
import { maskPhone, nationalPhone, phoneKey } from '@shop/domain/phone';
import { mailboxKey } from './customerKeys';
import { maskAddress, maskName } from './masking';
import { listOrders, loadOrder, ordersInBatches, type OrderFilter } from './orderQueries';
import { customerHistory } from './customerHistory';
import { changeOrderStatus, type StatusChange } from './orderStatusChange';
import { KeyTaken, placeOrder, type OrderFollowUps, type OrderRequest } from './placeOrder';
import { earlierOrder, requestHash } from './idempotency';
import type { OrderView } from './orderView';
import type { SORT_FIELDS } from './schemas';
import { FREE_DELIVERY, type DeliveryRates } from '@shop/domain/delivery';
import type { DiscountService } from '../discounts';
import { discountMessages } from '@shop/domain/discount';
import { badRequest } from '../../errors';
import { throttleOf } from '../../limits';

/**
 * Orders: checkout (prices from the catalogue, stock reserved atomically), the order page,
 * tracking with personal details masked, and the back office's list, export and status changes.
 */
export class OrderService {
  private readonly perEmail: Throttle;
  private readonly perPhone: Throttle;

  constructor(
    private readonly db: Db,
    /** What one order may hold now (the shop's settings). */
    private readonly limits: () => OrderLimits,
    /** Limits orders per mailbox and per phone (10 in 10 minutes); off in benchmarks. */
    private readonly limited: boolean,
    /** The customer's e-mails and superadmins' low-stock alerts; none in some tests. */
    private readonly followUps?: OrderFollowUps,
    /** What delivery costs now (the shop's settings); free when not given. */
    private readonly deliveryRates: () => DeliveryRates = () => FREE_DELIVERY,
    /** Checks and prices discount codes; without it, a code is refused. */
    private readonly discounts?: DiscountService,
  ) {
    this.perEmail = throttleOf(db, 'orders', 'ordersPerMailbox');
    this.perPhone = throttleOf(db, 'orders-phone', 'ordersPerPhone');
  }

  /**
   * Places an order and returns it as its page shows it. With an Idempotency-Key, a retry of the
   * same request returns the order the first one placed (`replayed`), however the first ended.
   */
  async place(
    request: OrderRequest,
    idempotencyKey?: string,
    /** The client's address, whose unknown discount codes are counted. */
    address = '',
  ): Promise<{ order: OrderView; replayed: boolean }> {
    const attempt = idempotencyKey
      ? { key: idempotencyKey, hash: requestHash(request) }
      : undefined;
    const earlier = attempt && (await earlierOrder(this.db, attempt));
    if (earlier) return { order: earlier, replayed: true };
    if (this.limited) {
      // Per mailbox and per phone: +tags, dots and a second spelling of a number count as one.
      await this.perEmail.take(mailboxKey(request.customerEmail));
      await this.perPhone.take(phoneKey(request.customerPhone));
    }
    try {
      const order = await placeOrder(
        this.db,
        request,
        this.limits(),
        this.followUps,
        attempt,
        this.deliveryRates(),
        (itemsTotal, phone) => {
          if (!this.discounts)
            throw badRequest(discountMessages.invalid, [
              { param: 'discountCode', msg: discountMessages.invalid },
            ]);
          return this.discounts.apply(request.discountCode ?? '', itemsTotal, phone, address);
        },
      );
      this.followUps?.mails.wake();
      return { order, replayed: false };
    } catch (error) {
      // The same attempt arrived twice at once and the other one committed first.
      if (!(error instanceof KeyTaken) || !attempt) throw error;
      const first = await earlierOrder(this.db, attempt);
      if (!first) throw error;
      return { order: first, replayed: true };
    }
  }

  /** One order; staff also see who changed its status. */
  get(id: string, forStaff: boolean) {
    return loadOrder(this.db, eq(orders.id, id), forStaff);
  }

  /** An order found by its number, with the customer's name, phone and address masked. */
  async track(orderNumber: string) {
    const number = orderNumber.trim().toUpperCase();
    const order = await loadOrder(this.db, eq(orders.orderNumber, number), false);
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      createdAt: order.createdAt,
      totalAmount: order.totalAmount,
      deliveryFee: order.deliveryFee,
      discount: order.discount,
      customerName: maskName(order.customerName),
      customerPhone: maskPhone(nationalPhone(order.customerPhone)),
      customerCity: order.customerCity,
      customerAddress: maskAddress(order.customerAddress),
      courier: order.courier,
      trackingNumber: order.trackingNumber,
      trackingUrl: order.trackingUrl,
      products: order.products.map((p) => ({
        name: p.productId.name,
        variantSize: p.variantSize,
        quantity: p.quantity,
        price: p.price,
      })),
      history: order.history,
    };
  }

  list(
    filter: OrderFilter,
    page: number,
    pageSize: number,
    sort: (typeof SORT_FIELDS)[number],
    direction: 'asc' | 'desc',
  ) {
    return listOrders(this.db, filter, page, pageSize, sort, direction);
  }

  /** Every order matching the filter, newest first, in batches (the exports). */
  batches(filter: OrderFilter) {
    return ordersInBatches(this.db, filter, 500);
  }

  /** Moves an order to a new status with its stock effects; returns it as staff see it. */
  async changeStatus(id: string, change: StatusChange) {
    await changeOrderStatus(this.db, id, change, this.followUps);
    this.followUps?.mails.wake();
    return this.get(id, true);
  }

  /** The customer's other orders by phone and e-mail (staff, before confirming a COD order). */
  customerHistory(id: string) {
    return customerHistory(this.db, id);
  }
}
