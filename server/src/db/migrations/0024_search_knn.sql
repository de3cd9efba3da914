-- Storefront search (hand-written): GiST trigram indexes that hand out the perfumes nearest to a
-- query first (pg_trgm's `<<->`, word-similarity distance), so the search reads the few it shows
-- instead of scoring every perfume that shares a word with the query. One on the folded name with
-- the name's spaces taken out beside it ("oudwood" finds "Oud Wood"), ranked first; one on the
-- whole document (migration 0015's function), for the matches by description. The query side:
-- server/src/db/productSearch.ts.
CREATE INDEX IF NOT EXISTS "perfumes_search_name_gist" ON "perfumes" USING gist (("search_name" || ' ' || replace("search_name", ' ', '')) gist_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "perfumes_search_document_gist" ON "perfumes" USING gist (public.shop_search_document("name", "description") gist_trgm_ops);
--> statement-breakpoint
-- 0015's GIN index on the document: no query reads it any more.
DROP INDEX IF EXISTS "perfumes_search_trgm";
