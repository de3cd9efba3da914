-- Storefront search (hand-written): the folded name as a stored column (generated from migration
-- 0015's IMMUTABLE function, so every write path keeps it right), so ranking the candidates by
-- their name reads text instead of folding accents row by row. The candidates themselves still
-- come through the expression index of 0015: with the document folded in the filter, the planner
-- rightly costs a scan of the perfumes above the index.
ALTER TABLE "perfumes" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (public.shop_search_text("name")) STORED;
