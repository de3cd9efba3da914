import { asc, eq, sql } from 'drizzle-orm';
import { TRACKING_NUMBER_PATTERN, shipmentMessages, type Courier } from '@shop/domain/couriers';
import {
  CONFIRMATION_LABELS,
  confirmationMessages,
  type ConfirmationMethod,
} from '@shop/domain/confirmation';
import { canMove, isTerminal, type OrderStatus } from '@shop/domain/orderStatus';
import type { Db } from '../../db/client';
import { orderEvents, orderLines, orders, variants } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { OrderFollowUps } from './placeOrder';
import { releaseDiscountUses } from '../discounts';

/** A status change as staff ask for it; a courier and tracking number go with Shipped. */
export interface StatusChange {
  to: OrderStatus;
  adminId: string;
  courier?: Courier;
  trackingNumber?: string;
  /** With Confirmed, required: how staff confirmed the order with the customer. */
  confirmedBy?: ConfirmationMethod;
  /** Any short remark, kept in the order's history. */
  note?: string;
}

/**
 * Refuses a change without what goes with it (how a Confirmed order was confirmed), or with what
 * does not (a courier or tracking number other than for Shipped).
 */
function changeProblem(change: StatusChange) {
  const shipping = change.to === 'Shipped';
  if (!shipping && change.courier)
    return { param: 'courier', msg: 'A courier is recorded only when an order is Shipped.' };
  if (!shipping && change.trackingNumber)
    return {
      param: 'trackingNumber',
      msg: 'A tracking number is recorded only when an order is Shipped.',
    };
  if (change.trackingNumber && !TRACKING_NUMBER_PATTERN.test(change.trackingNumber))
    return { param: 'trackingNumber', msg: shipmentMessages.trackingNumberInvalid };
  if (change.trackingNumber && !change.courier)
    return { param: 'courier', msg: shipmentMessages.courierRequired };
  if (change.to === 'Confirmed' && !change.confirmedBy)
    return { param: 'confirmedBy', msg: confirmationMessages.required };
  if (change.to !== 'Confirmed' && change.confirmedBy)
    return { param: 'confirmedBy', msg: confirmationMessages.onlyWithConfirmed };
  return null;
}

/**
 * The history note of a change: how it was confirmed, the staff note, and the courier with its
 * tracking number.
 */
function historyNote(change: StatusChange): string | null {
  const parts = [
    change.confirmedBy && CONFIRMATION_LABELS[change.confirmedBy],
    change.note?.trim(),
    change.courier && [change.courier, change.trackingNumber].filter(Boolean).join(' '),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ').slice(0, 200) : null;
}

/** What a status change does to a variant's counters for q units (docs/server-rules.md §5). */
export function stockEffect(status: OrderStatus, q: number) {
  switch (status) {
    case 'Cancelled':
      return { reservedQty: sql`${variants.reservedQty} - ${q}` };
    case 'Shipped':
      return {
        reservedQty: sql`${variants.reservedQty} - ${q}`,
        stock: sql`${variants.stock} - ${q}`,
        shippedQty: sql`${variants.shippedQty} + ${q}`,
      };
    case 'Returned':
      return {
        stock: sql`${variants.stock} + ${q}`,
        returnedQty: sql`${variants.returnedQty} + ${q}`,
      };
    default:
      return null;
  }
}

/**
 * Moves an order to a new status with its stock effects and an order event, in one transaction.
 * The order row is locked first, so two admins changing one order are applied one after the other.
 */
export async function changeOrderStatus(
  db: Db,
  orderId: string,
  change: StatusChange,
  followUps?: OrderFollowUps,
): Promise<void> {
  const { to, adminId } = change;
  const problem = changeProblem(change);
  if (problem) throw badRequest(problem.msg, [problem]);
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order not found');
    const from = order.status;
    if (from === to) throw conflict(`The order is already ${to}.`);
    if (!canMove(from, to)) {
      throw conflict(
        isTerminal(from)
          ? `The order is ${from}; its status can no longer change.`
          : `An order that is ${from} cannot become ${to}.`,
      );
    }
    const shipment =
      to === 'Shipped' && change.courier
        ? { courier: change.courier, trackingNumber: change.trackingNumber ?? null }
        : {};
    const [updated] = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date(), ...shipment })
      .where(eq(orders.id, orderId))
      .returning();
    const lines = await tx
      .select({
        variantId: orderLines.variantId,
        name: orderLines.productName,
        nameUr: orderLines.productNameUr,
        size: orderLines.variantSize,
        quantity: orderLines.quantity,
        price: orderLines.price,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.variantId));
    const effect = (q: number) => stockEffect(to, q);
    const perVariant = new Map<string, number>();
    for (const line of lines)
      perVariant.set(line.variantId, (perVariant.get(line.variantId) ?? 0) + line.quantity);
    if (effect(1)) {
      for (const [variantId, quantity] of perVariant) {
        await tx.update(variants).set(effect(quantity)!).where(eq(variants.id, variantId));
      }
    }
    // A cancelled order gives its code's use back (after the variants, as checkout takes it).
    if (to === 'Cancelled') await releaseDiscountUses(tx, [order.discountCodeId]);
    await tx
      .insert(orderEvents)
      .values({ orderId, status: to, adminId, note: historyNote(change) });
    if (followUps && to !== 'Pending') {
      await followUps.mails.enqueue(tx, to, {
        ...updated!,
        totalAmount: Number(updated!.totalAmount),
        deliveryFee: Number(updated!.deliveryFee),
        discount: Number(updated!.discount),
        lines: lines.map((line) => ({ ...line, price: Number(line.price) })),
      });
      if (effect(1)) await followUps.lowStock.check(tx, [...perVariant.keys()]);
    }
  });
}
