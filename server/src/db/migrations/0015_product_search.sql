-- Storefront search (hand-written): accents and case folded by one IMMUTABLE function, so the
-- trigram indexes below can hold its result; the perfume's document is its name, its name with
-- the spaces taken out (so "oudwood" finds "Oud Wood") and its description. Categories are a
-- small table of their own, indexed the same way. Function bodies name their schema: an index
-- build runs with a search_path of pg_catalog only. The query side: server/src/db/productSearch.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_document(name text, description text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.shop_search_text(name) || ' ' || replace(public.shop_search_text(name), ' ', '') || ' ' || coalesce(public.shop_search_text(description), '') $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "perfumes_search_trgm" ON "perfumes" USING gin (public.shop_search_document("name", "description") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "categories_search_trgm" ON "categories" USING gin (public.shop_search_text("name") gin_trgm_ops);
