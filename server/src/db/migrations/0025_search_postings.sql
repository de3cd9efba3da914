-- Storefront search, fast at any size (hand-written): a perfume's words are kept in postings
-- (search_postings: each word of its name, each pair of adjacent name words written together,
-- so "oudwood" finds "Oud Wood", and each word of its description), in the order of the perfume's
-- name; every word ever written is in a small vocabulary (search_words) with a trigram index. A
-- query's words are matched against the vocabulary (typos, accents, partial words), and the
-- perfumes read from the postings of the matched words in name order, stopping at the limit:
-- shop_search() below. A trigger keeps both current on every write of a name or description.
-- Words no perfume uses any more stay in the vocabulary, harmless: they lead to no posting.
-- Replaces migration 0024's GiST indexes and 0018's folded name, which no query reads now.
DROP INDEX IF EXISTS "perfumes_search_name_gist";
--> statement-breakpoint
DROP INDEX IF EXISTS "perfumes_search_document_gist";
--> statement-breakpoint
ALTER TABLE "perfumes" DROP COLUMN IF EXISTS "search_name";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_words(input text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_remove(regexp_split_to_array(public.shop_search_text(input), '[[:space:][:punct:]]+'), ''), '{}') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_name_terms(name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array(SELECT DISTINCT t FROM (
      SELECT w AS t FROM unnest(ws) w
      UNION ALL
      SELECT ws[i] || ws[i + 1] FROM generate_subscripts(ws, 1) i
      WHERE i < cardinality(ws) AND ws[i] !~ '^[0-9]+$' AND ws[i + 1] !~ '^[0-9]+$'
    ) x) FROM (SELECT public.shop_search_words(name) AS ws) s $$;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_postings" (
  "term" text NOT NULL,
  "field" smallint NOT NULL,
  "name" text NOT NULL,
  "perfume_id" uuid NOT NULL REFERENCES "perfumes"("id") ON DELETE CASCADE,
  PRIMARY KEY ("term", "field", "name", "perfume_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_postings_perfume_idx" ON "search_postings" ("perfume_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_words" (
  "word" text NOT NULL,
  "whole" boolean NOT NULL,
  PRIMARY KEY ("word", "whole")
);
--> statement-breakpoint
-- Straight into the index, not GIN's pending list: new words are few, and every search reads it.
CREATE INDEX IF NOT EXISTS "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_index_perfume(perfume uuid, perfume_name text, description text) RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM public.search_postings WHERE perfume_id = perfume;
    INSERT INTO public.search_postings (term, field, name, perfume_id)
      SELECT t, 0::smallint, perfume_name, perfume FROM unnest(public.shop_search_name_terms(perfume_name)) t
      UNION
      SELECT t, 1::smallint, perfume_name, perfume FROM unnest(public.shop_search_words(description)) t;
    -- Sorted, so two writers adding the same new words never wait for each other in turn.
    -- Numbers are found as typed, never by likeness: the vocabulary holds words only.
    INSERT INTO public.search_words (word, whole)
      SELECT DISTINCT t, t = ANY(public.shop_search_words(perfume_name)) OR t = ANY(public.shop_search_words(description))
      FROM unnest(public.shop_search_name_terms(perfume_name) || public.shop_search_words(description)) t
      WHERE t !~ '^[0-9]+$'
      ORDER BY 1, 2
      ON CONFLICT DO NOTHING;
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_index() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM public.shop_search_index_perfume(NEW.id, NEW.name, NEW.description);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "perfumes_search_index" ON "perfumes";
--> statement-breakpoint
CREATE TRIGGER "perfumes_search_index" AFTER INSERT OR UPDATE OF "name", "description" ON "perfumes"
  FOR EACH ROW EXECUTE FUNCTION shop_search_index();
--> statement-breakpoint
SELECT public.shop_search_index_perfume(id, name, description) FROM "perfumes";
--> statement-breakpoint
-- The query side. `positions` and `words` pair each spelling of a query word with the word's
-- place in the query ("ittar oud" → (1,ittar) (1,attar) … (2,oud) (2,oudh) …). Perfumes come in
-- tiers, each only while fewer than `lim` are found: 1. every query word in the name (the best
-- matching vocabulary word's perfumes first, each word's in name order); 2. the
-- perfumes of categories whose name matches; 3. every query word in the name or description;
-- 4. some of the query words. A query word the vocabulary cannot match is left out (a category's
-- name is matched by the query's own words).
CREATE OR REPLACE FUNCTION shop_search(positions int[], words text[], lim int) RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE
  -- Every statement below reads an index by design; without statistics (PGlite never analyses on
  -- its own) the planner could otherwise cost a scan of the vocabulary below its index.
  SET enable_seqscan = off
  AS $$
  DECLARE
    found uuid[] := '{}';
    m_pos int[];
    m_word text[];
    m_score real[];
    npos int;
    i int;
    lead int;
    o1 text[];
    o2 text[];
    o3 text[];
    o4 text[];
    o5 text[];
    other record;
    k int := 0;
    cats uuid[];
  BEGIN
    SELECT array_agg(pos ORDER BY pos, score DESC, word), array_agg(word ORDER BY pos, score DESC, word),
           array_agg(score ORDER BY pos, score DESC, word)
      INTO m_pos, m_word, m_score
      FROM (
        SELECT q.pos, v.word, max(v.score) AS score
        FROM unnest(positions, words) AS q(pos, word)
        CROSS JOIN LATERAL (
          SELECT v.word, similarity(q.word, v.word) AS score
          FROM public.search_words v
          WHERE (v.word OPERATOR(public.%) q.word OR q.word OPERATOR(public.<%) v.word)
            AND (public.similarity(q.word, v.word) >= 0.45
                 OR (v.whole AND (public.word_similarity(q.word, v.word) >= 0.75 OR v.word LIKE q.word || '%')))
            -- A word the catalogue has as typed is taken as meant: with its longer forms
            -- ("sandal", "sandalwood"), without look-alikes.
            AND (v.word = q.word OR (v.whole AND v.word LIKE q.word || '%')
                 OR NOT EXISTS (SELECT 1 FROM public.search_words e WHERE e.word = q.word AND e.whole))
          ORDER BY 2 DESC, 1
          LIMIT 8
        ) v
        WHERE q.word !~ '^[0-9]+$'
        GROUP BY q.pos, v.word
        UNION ALL
        SELECT q.pos, q.word, 1 FROM unnest(positions, words) AS q(pos, word) WHERE q.word ~ '^[0-9]+$'
      ) matched;
    npos := coalesce((SELECT count(DISTINCT p) FROM unnest(m_pos) p), 0);

    -- 1. Every query word in the name.
    IF npos = 0 THEN
      NULL;
    ELSIF npos = 1 THEN
      FOR i IN 1 .. cardinality(m_word) LOOP
        found := found || ARRAY(
          SELECT sp.perfume_id FROM public.search_postings sp
          JOIN public.perfumes p ON p.id = sp.perfume_id AND p.is_active
          JOIN public.categories c ON c.id = p.category_id AND c.is_active
          WHERE sp.term = m_word[i] AND sp.field = 0 AND sp.perfume_id <> ALL (found)
            AND EXISTS (SELECT 1 FROM public.variants v WHERE v.perfume_id = p.id)
          ORDER BY sp.name, sp.perfume_id
          LIMIT lim - cardinality(found));
        EXIT WHEN cardinality(found) >= lim;
      END LOOP;
    ELSE
      -- Read from the place with the fewest matched words, in name order, keeping the perfumes
      -- whose name has a matched word of every other place too (o1 … o5: the other places'
      -- words; a query has at most six places, src/domain/search.ts).
      lead := (SELECT mp FROM unnest(m_pos) mp GROUP BY mp ORDER BY count(*), mp LIMIT 1);
      FOR other IN
        SELECT o.pos, array_agg(o.word) AS w FROM unnest(m_pos, m_word) AS o(pos, word)
        WHERE o.pos <> lead GROUP BY o.pos ORDER BY o.pos
      LOOP
        k := k + 1;
        CASE k
          WHEN 1 THEN o1 := other.w;
          WHEN 2 THEN o2 := other.w;
          WHEN 3 THEN o3 := other.w;
          WHEN 4 THEN o4 := other.w;
          ELSE o5 := other.w;
        END CASE;
      END LOOP;
      FOR i IN 1 .. cardinality(m_word) LOOP
        CONTINUE WHEN m_pos[i] <> lead;
        found := found || ARRAY(
          SELECT sp.perfume_id FROM public.search_postings sp
          JOIN public.perfumes p ON p.id = sp.perfume_id AND p.is_active
          JOIN public.categories c ON c.id = p.category_id AND c.is_active
          WHERE sp.term = m_word[i] AND sp.field = 0 AND sp.perfume_id <> ALL (found)
            AND (o1 IS NULL OR EXISTS (SELECT 1 FROM public.search_postings o WHERE o.term = ANY (o1) AND o.field = 0 AND o.name = sp.name AND o.perfume_id = sp.perfume_id))
            AND (o2 IS NULL OR EXISTS (SELECT 1 FROM public.search_postings o WHERE o.term = ANY (o2) AND o.field = 0 AND o.name = sp.name AND o.perfume_id = sp.perfume_id))
            AND (o3 IS NULL OR EXISTS (SELECT 1 FROM public.search_postings o WHERE o.term = ANY (o3) AND o.field = 0 AND o.name = sp.name AND o.perfume_id = sp.perfume_id))
            AND (o4 IS NULL OR EXISTS (SELECT 1 FROM public.search_postings o WHERE o.term = ANY (o4) AND o.field = 0 AND o.name = sp.name AND o.perfume_id = sp.perfume_id))
            AND (o5 IS NULL OR EXISTS (SELECT 1 FROM public.search_postings o WHERE o.term = ANY (o5) AND o.field = 0 AND o.name = sp.name AND o.perfume_id = sp.perfume_id))
            AND EXISTS (SELECT 1 FROM public.variants v WHERE v.perfume_id = p.id)
          ORDER BY sp.name, sp.perfume_id
          LIMIT lim - cardinality(found));
        EXIT WHEN cardinality(found) >= lim;
      END LOOP;
    END IF;
    IF cardinality(found) >= lim THEN
      RETURN QUERY SELECT unnest(found);
      RETURN;
    END IF;

    -- 2. The perfumes of the categories whose name matches a query word.
    cats := ARRAY(
      SELECT c.id FROM public.categories c
      WHERE c.is_active
        AND EXISTS (SELECT 1 FROM unnest(words) w WHERE w OPERATOR(public.<%) public.shop_search_text(c.name)));
    IF cardinality(cats) > 0 THEN
      found := found || ARRAY(
        SELECT p.id FROM public.perfumes p
        WHERE p.category_id = ANY (cats) AND p.is_active AND p.id <> ALL (found)
          AND EXISTS (SELECT 1 FROM public.variants v WHERE v.perfume_id = p.id)
        ORDER BY p.name, p.id
        LIMIT lim - cardinality(found));
    END IF;

    -- 3. Every query word in the name or the description; 4. some of them.
    IF cardinality(found) < lim AND npos > 0 THEN
      found := found || ARRAY(
        SELECT hit.perfume_id FROM (
          SELECT per_word.perfume_id, min(per_word.name) AS name, count(*) AS covered,
                 sum(per_word.score) AS score
          FROM (
            SELECT sp.perfume_id, sp.name, mw.pos, max(mw.score) AS score
            FROM unnest(m_pos, m_word, m_score) AS mw(pos, word, score)
            JOIN public.search_postings sp ON sp.term = mw.word
            GROUP BY sp.perfume_id, sp.name, mw.pos
          ) per_word
          GROUP BY per_word.perfume_id
        ) hit
        JOIN public.perfumes p ON p.id = hit.perfume_id AND p.is_active
        JOIN public.categories c ON c.id = p.category_id AND c.is_active
        WHERE hit.perfume_id <> ALL (found)
          AND EXISTS (SELECT 1 FROM public.variants v WHERE v.perfume_id = p.id)
        ORDER BY hit.covered DESC, hit.score DESC, hit.name, hit.perfume_id
        LIMIT lim - cardinality(found));
    END IF;
    RETURN QUERY SELECT unnest(found);
  END
  $$;
