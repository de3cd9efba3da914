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
