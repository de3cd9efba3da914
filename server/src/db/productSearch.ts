import { sql, type SQL } from 'drizzle-orm';
import { searchSpellings } from '../../../src/domain/search';
import type { Db } from './client';

/**
 * The storefront search's SQL (migrations 0015 and 0018 hold its functions, index and the
 * stored folded name). Candidates come only through indexes: perfumes whose document (folded
 * name, name without spaces, description) has a word similar to one spelling of the query (pg_trgm's `%>`, word similarity
 * of at least 0.6), and perfumes of active categories whose name does. They are
 * ranked name matches first (word similarity to the name, also with the spaces taken out of
 * both), then category matches, then the rest (description matches), each by name. The
 * description is only a way in, never scored: scoring long texts row by row was the cost.
 */
export function productSearchSql(query: string, limit: number): SQL | null {
  const spellings = searchSpellings(query);
  if (spellings.length === 0) return null;
  const list = sql.join(
    spellings.map((s) => sql`${s}::text`),
    sql`, `,
  );
  const document = sql`shop_search_document(p.name, p.description)`;
  const documentMatches = sql.join(
    spellings.map((s) => sql`${document} %> shop_search_text(${s}::text)`),
    sql` or `,
  );
  const categoryMatches = sql.join(
    spellings.map((s) => sql`shop_search_text(c.name) %> shop_search_text(${s}::text)`),
    sql` or `,
  );
  return sql`
    with terms as materialized (
      select shop_search_text(s) as t, replace(shop_search_text(s), ' ', '') as bare
      from unnest(array[${list}]) as s
    ),
    hits as (
      select p.id, p.name, p.search_name, p.category_id
      from perfumes p where p.is_active and (${documentMatches})
      union
      select p.id, p.name, p.search_name, p.category_id
      from categories c join perfumes p on p.category_id = c.id and p.is_active
      where c.is_active and (${categoryMatches})
    )
    select h.id
    from hits h
    join categories c on c.id = h.category_id and c.is_active
    cross join lateral (
      select
        max(greatest(
          word_similarity(terms.t, h.search_name),
          word_similarity(terms.bare, replace(h.search_name, ' ', ''))
        )) as name_score,
        max(word_similarity(terms.t, shop_search_text(c.name))) as category_score
      from terms
    ) s
    where exists (select 1 from variants v where v.perfume_id = h.id)
    order by
      case
        when s.name_score >= 0.6 then 2 + s.name_score
        when s.category_score >= 0.6 then 1 + s.category_score
        else 0
      end desc,
      h.name asc, h.id asc
    limit ${limit}`;
}

/** Ids of the perfumes on sale that match the query, best first. */
export async function searchProductIds(db: Db, query: string, limit: number): Promise<string[]> {
  const statement = productSearchSql(query, limit);
  if (!statement) return [];
  const result = (await db.execute(statement)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}
