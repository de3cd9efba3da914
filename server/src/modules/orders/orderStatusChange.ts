import { asc, eq, sql } from 'drizzle-orm';
import { canMove, isTerminal, type OrderStatus } from '../../../../src/domain/orderStatus';
import type { Db } from '../../db/client';
import { orderEvents, orderLines, orders, variants } from '../../db/schema';
import { conflict, notFound } from '../../errors';

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
  to: OrderStatus,
  adminId: string,
): Promise<void> {
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
    await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    const effect = (q: number) => stockEffect(to, q);
    if (effect(1)) {
      const lines = await tx
        .select({
          variantId: orderLines.variantId,
          quantity: sql<number>`sum(${orderLines.quantity})`,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .groupBy(orderLines.variantId)
        .orderBy(asc(orderLines.variantId));
      for (const line of lines) {
        await tx
          .update(variants)
          .set(effect(Number(line.quantity))!)
          .where(eq(variants.id, line.variantId));
      }
    }
    await tx.insert(orderEvents).values({ orderId, status: to, adminId });
  });
}
