import { sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '@shop/domain/search';
import type { Db } from './client';

/**
 * The storefront search: one call of the database's shop_search() (migration 0025), which matches
 * each query word against the vocabulary of every word the catalogue has written (typos, accents,
 * partial words, through its trigram index), then reads the perfumes from the postings of the
 * matched words in name order, stopping at `limit`: names first, then the categories whose name
 * matches, then descriptions. It reads indexes only, so it costs the perfumes it shows, not the
 * size of the catalogue. Null for a query with no word.
 */
export function perfumeSearchSql(query: string, limit: number): SQL | null {
  const { positions, words } = searchTerms(query);
  if (words.length === 0) return null;
  const list = <T>(values: T[], type: SQL) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::${type}`;
  return sql`select id from shop_search(${list(positions, sql`int[]`)}, ${list(words, sql`text[]`)}, ${limit}::int) as found(id)`;
}

/** Ids of the perfumes on sale that match the query, best first. */
export async function searchPerfumeIds(db: Db, query: string, limit: number): Promise<string[]> {
  const statement = perfumeSearchSql(query, limit);
  if (!statement) return [];
  const result = (await db.execute(statement)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}
