-- Search in Urdu (hand-written; migration 0025 built the search): a perfume's Urdu name is a
-- name (field 0, with its adjacent word pairs) and its Urdu description a description (field 1);
-- the postings keep the English name as their sort key. A category's Urdu name is matched as its
-- English one is. The folding learns the Arabic-script spellings a shopper's keyboard may give:
-- Arabic yeh and alef maksura are Farsi yeh, Arabic kaf is keheh, heh is heh goal; tatweel, the
-- zero-width non-joiner and the Arabic script's marks (harakat, superscript alef, Quranic signs)
-- are dropped, and its letters with a hamza or madda lose it (آ أ إ → ا, ؤ → و, ئ → ی …), as
-- Unicode's canonical decomposition does; words are split at Urdu punctuation (، ؛ ۔ ؟) too.
-- src/domain/search.ts's foldSearchText and searchWords do the same to a query, and must agree.
-- unaccent knows none of these characters, hence the explicit lists (written as U& escapes).
CREATE OR REPLACE FUNCTION shop_search_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate(
    regexp_replace(public.unaccent('public.unaccent'::regdictionary, input),
      U&'[\0610-\061A\064B-\065F\0670\06D6-\06DC\06DF-\06E4\06E7\06E8\06EA-\06ED\0897-\089F\08CA-\08E1\08E3-\08FF\0640\200C]', '', 'g'),
    U&'\064A\0649\0643\0647\0622\0623\0625\0624\0626\06C0\06C2\06D3',
    U&'\06CC\06CC\06A9\06C1\0627\0627\0627\0648\06CC\06D5\06C1\06D2')) $$;
--> statement-breakpoint
-- Migration 0015's trigram index of the categories' folded names holds the old folding.
REINDEX INDEX "categories_search_trgm";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_words(input text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_remove(regexp_split_to_array(public.shop_search_text(input), U&'[[:space:][:punct:]\060C\061B\061F\06D4]+'), ''), '{}') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_index_perfume(perfume uuid, perfume_name text, description text, urdu_name text, urdu_description text) RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM public.search_postings WHERE perfume_id = perfume;
    INSERT INTO public.search_postings (term, field, name, perfume_id)
      SELECT t, 0::smallint, perfume_name, perfume
      FROM unnest(public.shop_search_name_terms(perfume_name) || public.shop_search_name_terms(urdu_name)) t
      UNION
      SELECT t, 1::smallint, perfume_name, perfume
      FROM unnest(public.shop_search_words(description) || public.shop_search_words(urdu_description)) t;
    -- Sorted, so two writers adding the same new words never wait for each other in turn.
    -- Numbers are found as typed, never by likeness: the vocabulary holds words only.
    INSERT INTO public.search_words (word, whole)
      SELECT DISTINCT t, t = ANY(s.words)
      FROM (SELECT public.shop_search_words(perfume_name) || public.shop_search_words(description)
                   || public.shop_search_words(urdu_name) || public.shop_search_words(urdu_description) AS words) s,
           unnest(public.shop_search_name_terms(perfume_name) || public.shop_search_name_terms(urdu_name)
                  || public.shop_search_words(description) || public.shop_search_words(urdu_description)) t
      WHERE t !~ '^[0-9]+$'
      ORDER BY 1, 2
      ON CONFLICT DO NOTHING;
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_index() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM public.shop_search_index_perfume(NEW.id, NEW.name, NEW.description, NEW.name_ur, NEW.description_ur);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_search_index_perfume(uuid, text, text);
--> statement-breakpoint
DROP TRIGGER IF EXISTS "perfumes_search_index" ON "perfumes";
--> statement-breakpoint
CREATE TRIGGER "perfumes_search_index" AFTER INSERT OR UPDATE OF "name", "description", "name_ur", "description_ur" ON "perfumes"
  FOR EACH ROW EXECUTE FUNCTION shop_search_index();
--> statement-breakpoint
-- Only a perfume with Urdu words or Arabic-script characters (or a non-joiner) in its English
-- texts has other words now: the others keep their postings as they are.
SELECT public.shop_search_index_perfume(id, name, description, name_ur, description_ur) FROM "perfumes"
  WHERE name_ur IS NOT NULL OR description_ur IS NOT NULL
    OR name ~ U&'[\0600-\06FF\0870-\08FF\200C]' OR description ~ U&'[\0600-\06FF\0870-\08FF\200C]';
--> statement-breakpoint
-- Words written in the old folding (with an Arabic yeh, kaf or heh, a mark, a tatweel …) can no
-- longer be written, and no posting has them now: out of the vocabulary, where a query's word
-- could still spend one of its few matches on them.
DELETE FROM "search_words"
  WHERE word ~ U&'[\064A\0649\0643\0647\0622\0623\0625\0624\0626\06C0\06C2\06D3\0610-\061A\064B-\065F\0670\06D6-\06DC\06DF-\06E4\06E7\06E8\06EA-\06ED\0897-\089F\08CA-\08E1\08E3-\08FF\0640\200C]';
--> statement-breakpoint
-- The query side: migration 0025's shop_search(), with a category's Urdu name matched too.
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

    -- 2. The perfumes of the categories whose name (English or Urdu) matches a query word.
    cats := ARRAY(
      SELECT c.id FROM public.categories c
      WHERE c.is_active
        AND EXISTS (SELECT 1 FROM unnest(words) w
                    WHERE w OPERATOR(public.<%) public.shop_search_text(c.name)
                       OR w OPERATOR(public.<%) public.shop_search_text(c.name_ur)));
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
