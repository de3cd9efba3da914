import { and, eq, ne, sql } from 'drizzle-orm';
import { discountMessages } from '@shop/domain/discount';
import type { Db, Tx } from '../../db/client';
import { discountCodes, orders } from '../../db/schema';

/** The code's last use went to another order meanwhile; the order's transaction rolls back. */
export class DiscountRefused extends Error {}

/**
 * Counts one use of a code for an order already written in `tx` with the code and its canonical
 * phone. One conditional UPDATE takes a use while any are left and the code is active and in
 * its dates; it also locks the code's row until commit, so the per-phone count after it sees
 * every order of that code committed before, on PostgreSQL with many connections as on PGlite.
 * Called after the variants are reserved, as cancelling releases them, so the two never deadlock.
 */
export async function claimDiscountUse(tx: Tx, codeId: string, phone: string): Promise<void> {
  const [claimed] = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        eq(discountCodes.isActive, true),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.usedCount} < ${discountCodes.maxUses})`,
        sql`(${discountCodes.startsAt} is null or ${discountCodes.startsAt} <= now())`,
        sql`(${discountCodes.endsAt} is null or ${discountCodes.endsAt} > now())`,
      ),
    )
    .returning({ maxUsesPerPhone: discountCodes.maxUsesPerPhone });
  if (!claimed) throw new DiscountRefused(discountMessages.usedUp);
  if (claimed.maxUsesPerPhone === null) return;
  const held = await phoneUses(tx, codeId, phone);
  // This order is among them.
  if (held > claimed.maxUsesPerPhone) throw new DiscountRefused(discountMessages.usedByPhone);
}

/** Gives back the uses of cancelled orders' codes (ids repeat once per order), in id order. */
export async function releaseDiscountUses(tx: Tx, codeIds: (string | null)[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const id of codeIds) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of [...counts.keys()].sort()) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(${discountCodes.usedCount} - ${counts.get(id)!}, 0)` })
      .where(eq(discountCodes.id, id));
  }
}

/** The orders a phone number (canonical form) holds with a code that are not cancelled. */
export async function phoneUses(db: Db | Tx, codeId: string, phone: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.discountCodeId, codeId),
        eq(orders.customerPhone, phone),
        ne(orders.status, 'Cancelled'),
      ),
    );
  return Number(row?.n ?? 0);
}
