import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orderEvents, orderLines, orders, variants } from '../../db/schema';
import { releaseDiscountUses } from '../discounts';
import { stockEffect } from './orderStatusChange';
import { schedulePeriodicJob } from '../../db/periodicRuns';
import type { OrderFollowUps } from './placeOrder';

/** Orders cancelled per transaction, so one sweep never holds many rows locked for long. */
const BATCH = 200;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Cancels Pending orders nobody confirmed within the time limit, releasing their reserved stock,
 * and records each cancellation as the system's. Each batch is one transaction: the orders are
 * claimed by one UPDATE (`FOR UPDATE SKIP LOCKED`, still Pending), so two instances sweeping at
 * once, or an admin confirming meanwhile, can never cancel an order twice or cancel a confirmed one.
 * Returns how many orders were cancelled.
 */
export async function cancelUnconfirmedOrders(
  db: Db,
  ttlHours: number,
  followUps?: OrderFollowUps,
): Promise<number> {
  let total = 0;
  for (;;) {
    const cancelled = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'Pending'),
            lt(orders.createdAt, sql`now() - ${`${ttlHours} hours`}::interval`),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(orders)
        .set({ status: 'Cancelled', updatedAt: new Date() })
        .where(and(inArray(orders.id, due), eq(orders.status, 'Pending')))
        .returning();
      if (claimed.length === 0) return 0;
      const ids = claimed.map((order) => order.id);
      const held = await tx
        .select({
          variantId: orderLines.variantId,
          quantity: sql<number>`sum(${orderLines.quantity})`,
        })
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .groupBy(orderLines.variantId)
        .orderBy(asc(orderLines.variantId));
      for (const line of held) {
        await tx
          .update(variants)
          .set(stockEffect('Cancelled', Number(line.quantity))!)
          .where(eq(variants.id, line.variantId));
      }
      await releaseDiscountUses(
        tx,
        claimed.map((order) => order.discountCodeId),
      );
      await tx.insert(orderEvents).values(
        ids.map((orderId) => ({
          orderId,
          status: 'Cancelled' as const,
          actor: 'system' as const,
        })),
      );
      if (followUps) {
        const lines = await tx
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .orderBy(asc(orderLines.productName));
        for (const order of claimed) {
          await followUps.mails.enqueue(tx, 'Cancelled', {
            ...order,
            totalAmount: Number(order.totalAmount),
            deliveryFee: Number(order.deliveryFee),
            discount: Number(order.discount),
            lines: lines
              .filter((line) => line.orderId === order.id)
              .map((line) => ({
                name: line.productName,
                nameUr: line.productNameUr,
                size: line.variantSize,
                quantity: line.quantity,
                price: Number(line.price),
              })),
          });
        }
        await followUps.lowStock.check(
          tx,
          held.map((line) => line.variantId),
        );
      }
      return ids.length;
    });
    total += cancelled;
    if (cancelled < BATCH) return total;
  }
}

/**
 * Runs the cancellation a minute after start and then every quarter of the limit (at most
 * hourly), on one instance per period.
 */
export function schedulePendingExpiry(
  db: Db,
  ttlHours: number,
  log: FastifyBaseLogger,
  onStockReleased: () => void = () => {},
  followUps?: OrderFollowUps,
): { stop: () => void } {
  if (ttlHours === 0) return { stop: () => {} };
  return schedulePeriodicJob(db, log, {
    name: 'pending-order-expiry',
    firstAfterMs: 60_000,
    everyMs: Math.min(HOUR_MS, (ttlHours * HOUR_MS) / 4),
    failure: 'could not cancel unconfirmed orders; trying again later',
    run: async (claim) => {
      // One instance per period does the work; the others skip it.
      if (!(await claim())) return;
      const cancelled = await cancelUnconfirmedOrders(db, ttlHours, followUps);
      if (cancelled > 0) {
        onStockReleased();
        followUps?.mails.wake();
        log.info({ cancelled, ttlHours }, 'cancelled unconfirmed orders and released their stock');
      }
    },
  });
}
