import { sql, type SQL } from 'drizzle-orm';
import { searchSpellings } from '@shop/domain/search';
import type { Db } from './client';

/**
 * The storefront search's SQL (migrations 0015, 0018 and 0024 hold its functions, the stored
 * folded name and its indexes). Every stage reads through a GiST trigram index nearest first
 * (`<<->`, word-similarity distance, with `<%` keeping only words at least 0.6 similar) and stops
 * at `limit`, so a common word costs the few perfumes shown, not every perfume that has it:
 * 1. names: the folded name, and the name without spaces ("oudwood" finds "Oud Wood"), against
 *    each spelling of the query, and each spelling without its spaces;
 * 2. categories whose name matches: their perfumes, by name;
 * 3. only while 1 and 2 found fewer than `limit`: the whole document (name and description).
 * Ranked name matches first (by similarity), then category matches, then description matches,
 * each then by name. Among more equally good matches than `limit`, which ones are shown is the
 * index's choice; they are then listed by name.
 */
export function productSearchSql(query: string, limit: number): SQL | null {
  const spellings = searchSpellings(query);
  if (spellings.length === 0) return null;
  const list = sql.join(
    spellings.map((s) => sql`${s}::text`),
    sql`, `,
  );
  // The expressions of migration 0024's indexes, exactly.
  const nameKey = sql`(p.search_name || ' ' || replace(p.search_name, ' ', ''))`;
  const document = sql`public.shop_search_document(p.name, p.description)`;
  return sql`
    with folded as materialized (
      select distinct shop_search_text(s) as t from unnest(array[${list}]) as s
    ),
    terms as materialized (
      select t from folded
      union
      select replace(t, ' ', '') from folded
    ),
    named as (
      select n.id, n.name, n.category_id, max(n.score) as score
      from terms cross join lateral (
        select p.id, p.name, p.category_id, 1 - (terms.t <<-> ${nameKey}) as score
        from perfumes p
        where p.is_active and terms.t <% ${nameKey}
        order by terms.t <<-> ${nameKey}
        limit ${limit}
      ) n
      group by n.id, n.name, n.category_id
    ),
    matched_categories as (
      select c.id, max(word_similarity(folded.t, shop_search_text(c.name))) as score
      from categories c, folded
      where c.is_active and folded.t <% shop_search_text(c.name)
      group by c.id
    ),
    categorised as (
      select p.id, p.name, mc.id as category_id, mc.score
      from matched_categories mc cross join lateral (
        select p.id, p.name from perfumes p
        where p.category_id = mc.id and p.is_active
        order by p.name, p.id
        limit ${limit}
      ) p
    ),
    described as (
      select d.id, d.name, d.category_id, max(d.score) as score
      from folded cross join lateral (
        select p.id, p.name, p.category_id, 1 - (folded.t <<-> ${document}) as score
        from perfumes p
        where p.is_active and folded.t <% ${document}
        order by folded.t <<-> ${document}
        limit ${limit}
      ) d
      where (select count(*) from named) + (select count(*) from categorised) < ${limit}
      group by d.id, d.name, d.category_id
    ),
    ranked as (
      select id, name, category_id, max(rank) as rank
      from (
        select id, name, category_id, 2 + score as rank from named
        union all
        select id, name, category_id, 1 + score from categorised
        union all
        select id, name, category_id, score from described
      ) r
      group by id, name, category_id
    )
    select r.id
    from ranked r
    join categories c on c.id = r.category_id and c.is_active
    where exists (select 1 from variants v where v.perfume_id = r.id)
    order by r.rank desc, r.name asc, r.id asc
    limit ${limit}`;
}

/** Ids of the perfumes on sale that match the query, best first. */
export async function searchProductIds(db: Db, query: string, limit: number): Promise<string[]> {
  const statement = productSearchSql(query, limit);
  if (!statement) return [];
  const result = (await db.execute(statement)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}
