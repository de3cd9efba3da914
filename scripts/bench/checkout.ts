import { eq } from 'drizzle-orm';
import { perfumes, variants } from '../../server/src/db/schema';
import type { BenchShop } from './shop';
import { load } from './load';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);
const STOCK = Number(process.env.BENCH_STOCK ?? 2000);

/**
 * Checkout throughput: ORDERS parallel checkouts (32 in flight) of one unit each against one
 * variant holding STOCK units. Reports orders per second and proves there was no oversell.
 */
export async function checkoutBench(shop: BenchShop): Promise<string> {
  const { db } = shop.app.database;
  const [variant] = await db.select().from(variants).limit(1);
  await db
    .update(variants)
    .set({ stock: STOCK, reservedQty: 0 })
    .where(eq(variants.id, variant!.id));
  const [perfume] = await db.select().from(perfumes).where(eq(perfumes.id, variant!.perfumeId));
  const body = (i: number) =>
    JSON.stringify({
      customerName: 'Bench Customer',
      customerEmail: `bench${i}@example.pk`,
      customerPhone: '0300-1234567',
      customerProvince: 'Sindh',
      customerCity: 'Karachi',
      customerAddress: 'Street 1',
      postalcode: '75500',
      paymentMethod: 'COD',
      products: [{ productId: perfume!.id, variantSize: variant!.size, quantity: 1 }],
    });
  let placed = 0;
  let refused = 0;
  const result = await load(
    (i) =>
      fetch(`${shop.url}/api/orders/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(i),
      }),
    ORDERS,
    32,
    (response) => {
      if (response.status === 201) placed += 1;
      else if (response.status === 409) refused += 1;
      return response.status === 201 || response.status === 409;
    },
  );
  const [after] = await db.select().from(variants).where(eq(variants.id, variant!.id));
  const oversold = Math.max(0, after!.reservedQty - after!.stock);
  if (placed !== Math.min(ORDERS, STOCK) || after!.reservedQty !== placed || oversold > 0) {
    throw new Error(
      `checkout bench: placed ${placed}, reserved ${after!.reservedQty}, stock ${after!.stock}`,
    );
  }
  return `${shop.engine}: checkout ${ORDERS} orders for ${STOCK} units: ${(placed / result.seconds).toFixed(0)} orders/s placed (${(ORDERS / result.seconds).toFixed(0)} requests/s), p95 ${result.p95.toFixed(0)} ms, ${placed} placed, ${refused} sold out, oversold 0`;
}
