import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { categories, perfumes, variants } from '../../../server/src/db/schema';
import type { RunningApp } from './testApp';

/** A category with one perfume of the given sizes, straight into the database. */
export async function seedPerfume(
  t: RunningApp,
  name: string,
  sizes: { size: string; price: number; stock: number }[],
  opts: { perfumeActive?: boolean; categoryActive?: boolean } = {},
) {
  const { db } = t.app.database;
  const [category] = await db
    .insert(categories)
    .values({ name: `${name} category`, isActive: opts.categoryActive ?? true })
    .returning();
  const [perfume] = await db
    .insert(perfumes)
    .values({ name, categoryId: category!.id, isActive: opts.perfumeActive ?? true })
    .returning();
  const rows = await db
    .insert(variants)
    .values(sizes.map((s, position) => ({ perfumeId: perfume!.id, position, ...s })))
    .returning();
  return { categoryId: category!.id, perfumeId: perfume!.id, variants: rows };
}

/**
 * A perfume seeded (seedPerfume) for the enclosing describe block, before its tests: the object is
 * filled in by the time the block's own later beforeAll hooks run.
 */
export function perfumeBefore(t: RunningApp, ...args: Tail<Parameters<typeof seedPerfume>>) {
  const seeded = {} as Awaited<ReturnType<typeof seedPerfume>>;
  beforeAll(async () => {
    Object.assign(seeded, await seedPerfume(t, ...args));
  });
  return seeded;
}

type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

export const customer = {
  customerName: 'Ayesha Khan',
  customerEmail: 'Ayesha@Example.pk',
  customerPhone: '0300-1234567',
  customerProvince: 'Sindh',
  customerCity: 'Karachi',
  customerAddress: 'House 12, Street 4, DHA Phase 5',
  postalcode: '75500',
  paymentMethod: 'COD',
};

/** `customer`'s order, under this e-mail, of `quantity` of one size of a perfume. */
export const orderOf = (productId: string, customerEmail: string, quantity = 1, size = '50ml') => ({
  ...customer,
  customerEmail,
  products: [{ productId, variantSize: size, quantity }],
});

/** POST /api/orders/ as the storefront sends it: with its Idempotency-Key, when one is given. */
export const postOrder = (app: FastifyInstance, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders/',
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
