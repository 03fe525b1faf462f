-- The search engine inside PostgreSQL (and PGlite). Written by hand: drizzle-kit cannot express a
-- text-search configuration, functions or triggers. The tale_search row of a tale is rewritten by these
-- triggers in the transaction of every change to what it is built from.

-- Documents are stemmed by the turkish configuration on the text lower-cased the Turkish way (I→ı, İ→i: the
-- stemmer needs the real letters for vowel harmony, "kızlar" → kız), then each stem is folded as foldTr folds
-- (and unaccent for other accents): "Keloğlan'ın", "keloglan" and "KELOĞLAN" meet, "ağaçlar" and "agac" too.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE FUNCTION masal_lower_tr(body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(translate(body, 'IİÇĞÖŞÜÂÎÛ', 'ıiçğöşüâîû'))
$$;--> statement-breakpoint
-- foldTr of packages/shared (db/fold.ts), dropping the combining dot some locales give lower('İ').
CREATE FUNCTION masal_fold(word text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(unaccent(translate(word, 'çÇğĞıİIöÖşŞüÜâÂîÎûÛ' || U&'\0307', 'ccggiiioossuuaaiiuu')))
$$;--> statement-breakpoint
-- A text's document: its folded stems with their positions, all of one weight.
CREATE FUNCTION masal_tsvector(body text, weight text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(quote_literal(masal_fold(lexeme)) || ':' || array_to_string(positions, weight || ',')
    || weight, ' ')::tsvector, ''::tsvector)
  FROM unnest(to_tsvector('turkish', masal_lower_tr(coalesce(body, ''))))
$$;--> statement-breakpoint
-- For snippets: words folded, not stemmed, so that a root's prefix marks every form of the word as written.
CREATE TEXT SEARCH CONFIGURATION masal_simple (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION masal_simple
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, simple;--> statement-breakpoint

-- Rebuilds the search rows of the given tales (a tale that no longer exists is skipped).
CREATE FUNCTION masal_tale_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO tale_search AS s (tale_id, document, head, names_folded, has_image, has_audio, has_video)
  SELECT d.tale_id, d.head || d.body, d.head, d.names_folded, d.has_image, d.has_audio, d.has_video
  FROM (SELECT t.tale_id,
    masal_tsvector(t.tale_name, 'A')
      || masal_tsvector(concat_ws(' ', a.text, t.compiler_name_surname, u.name, u.surname, p.name_surname, g.name,
           sg.name), 'B')
      || masal_tsvector(concat_ws(' ', t.area, t.city, t.where_to_compile, t.compiler_place_of_birth,
           p.place_of_birth), 'C') AS head,
    masal_tsvector(concat_ws(' ', t.tale_text, t.tale_text_end), 'D') AS body,
    -- foldTr in SQL (packages/server/src/db/fold.ts), as tales.tale_name_folded.
    lower(translate(concat_ws(' ', t.tale_name, t.compiler_name_surname, u.name, u.surname, p.name_surname),
      'çÇğĞıİIöÖşŞüÜâÂîÎûÛ', 'ccggiiioossuuaaiiuu')) AS names_folded,
    coalesce(m.has_image, false) AS has_image, coalesce(m.has_audio, false) AS has_audio,
    coalesce(m.has_video, false) AS has_video
  FROM tales t
  JOIN users u ON u.user_id = t.user_id
  LEFT JOIN source_persons p ON p.source_person_id = t.source_person_id
  LEFT JOIN tale_abstracts a ON a.tale_id = t.tale_id
  LEFT JOIN tale_groups g ON g.group_id = t.group_id
  LEFT JOIN tale_subgroups sg ON sg.sub_group_id = t.sub_group_id
  -- ATTACHMENT_TYPE: 1 image, 2 audio, 3 video.
  LEFT JOIN LATERAL (
    SELECT bool_or(x.type = 1) AS has_image, bool_or(x.type = 2) AS has_audio, bool_or(x.type = 3) AS has_video
    FROM tale_attachments x WHERE x.tale_id = t.tale_id
  ) m ON true
  WHERE t.tale_id = ANY(ids)) AS d
  ON CONFLICT (tale_id) DO UPDATE SET document = excluded.document, head = excluded.head,
    names_folded = excluded.names_folded,
    has_image = excluded.has_image, has_audio = excluded.has_audio, has_video = excluded.has_video
$$;--> statement-breakpoint

-- Statement-level triggers with transition tables: a bulk insert rebuilds its rows in one statement.
-- For tables with a tale_id: tales (insert), tale_abstracts, tale_attachments.
CREATE FUNCTION masal_tale_search_by_tale_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM masal_tale_search_refresh(array(SELECT tale_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM masal_tale_search_refresh(array(SELECT tale_id FROM old_rows));
  ELSE
    PERFORM masal_tale_search_refresh(array(SELECT tale_id FROM new_rows UNION SELECT tale_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tales_search_insert AFTER INSERT ON tales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_by_tale_id();--> statement-breakpoint
CREATE TRIGGER tale_abstracts_search_insert AFTER INSERT ON tale_abstracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_by_tale_id();--> statement-breakpoint
CREATE TRIGGER tale_abstracts_search_update AFTER UPDATE ON tale_abstracts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_by_tale_id();--> statement-breakpoint
CREATE TRIGGER tale_abstracts_search_delete AFTER DELETE ON tale_abstracts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_by_tale_id();--> statement-breakpoint
CREATE TRIGGER tale_attachments_search_insert AFTER INSERT ON tale_attachments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_by_tale_id();--> statement-breakpoint
CREATE TRIGGER tale_attachments_search_update AFTER UPDATE ON tale_attachments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_by_tale_id();--> statement-breakpoint
CREATE TRIGGER tale_attachments_search_delete AFTER DELETE ON tale_attachments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_by_tale_id();--> statement-breakpoint

-- A tale's update rebuilds its row only when a searched column changed (a transition does not).
CREATE FUNCTION masal_tale_search_tales_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM masal_tale_search_refresh(array(
    SELECT n.tale_id FROM new_rows n JOIN old_rows o USING (tale_id)
    WHERE (n.tale_name, n.tale_text, n.tale_text_end, n.compiler_name_surname, n.area, n.city, n.where_to_compile,
           n.compiler_place_of_birth, n.group_id, n.sub_group_id, n.source_person_id, n.user_id)
      IS DISTINCT FROM
          (o.tale_name, o.tale_text, o.tale_text_end, o.compiler_name_surname, o.area, o.city, o.where_to_compile,
           o.compiler_place_of_birth, o.group_id, o.sub_group_id, o.source_person_id, o.user_id)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tales_search_update AFTER UPDATE ON tales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_tales_updated();--> statement-breakpoint

-- The source person, the compiler's account name and the type names live in other tables.
CREATE FUNCTION masal_tale_search_source_persons_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM masal_tale_search_refresh(array(
    SELECT t.tale_id FROM tales t JOIN new_rows n ON n.source_person_id = t.source_person_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER source_persons_search_update AFTER UPDATE ON source_persons
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_source_persons_updated();--> statement-breakpoint
CREATE FUNCTION masal_tale_search_users_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM masal_tale_search_refresh(array(
    SELECT t.tale_id FROM tales t JOIN new_rows n ON n.user_id = t.user_id JOIN old_rows o ON o.user_id = n.user_id
    WHERE (n.name, n.surname) IS DISTINCT FROM (o.name, o.surname)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_search_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_users_updated();--> statement-breakpoint
CREATE FUNCTION masal_tale_search_groups_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM masal_tale_search_refresh(array(
    SELECT t.tale_id FROM tales t JOIN new_rows n ON n.group_id = t.group_id JOIN old_rows o ON o.group_id = n.group_id
    WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tale_groups_search_update AFTER UPDATE ON tale_groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_groups_updated();--> statement-breakpoint
CREATE FUNCTION masal_tale_search_subgroups_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM masal_tale_search_refresh(array(
    SELECT t.tale_id FROM tales t JOIN new_rows n ON n.sub_group_id = t.sub_group_id
    JOIN old_rows o ON o.sub_group_id = n.sub_group_id WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tale_subgroups_search_update AFTER UPDATE ON tale_subgroups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_search_subgroups_updated();--> statement-breakpoint

-- The query of a search text: its words (split by the server, an apostrophe's suffix dropped: "Keloğlan'ın" is
-- "Keloğlan"), all of them required. A word matches its folded stems as the documents have them, the other
-- spelling of a final consonant (the stemmer writes "kitabı" as kitap), and the root the server cut from the
-- word as typed: the stemmer cannot stem "kizlar" typed without its ı, the root is kiz. No prefixes: a prefix
-- query makes PostgreSQL read every match's whole document back from TOAST (the header's half-typed names are
-- found by their trigrams). NULL when nothing is left.
CREATE FUNCTION masal_tsquery(words text[], roots text[]) RETURNS tsquery
LANGUAGE plpgsql STABLE AS $$
DECLARE
  result tsquery;
  word_query tsquery;
  form text;
  position integer;
  forms text[];
BEGIN
  FOR position IN 1 .. coalesce(array_length(words, 1), 0) LOOP
    forms := array(SELECT masal_fold(lexeme)
      FROM unnest(tsvector_to_array(to_tsvector('turkish', masal_lower_tr(words[position])))) AS lexeme);
    IF roots[position] <> '' THEN forms := forms || roots[position]; END IF;
    word_query := NULL;
    FOREACH form IN ARRAY forms || array(
      SELECT left(f, -1) || translate(right(f, 1), 'ptkbdg', 'bdgptk') FROM unnest(forms) AS f WHERE f ~ '[ptkbdg]$')
    LOOP
      word_query := CASE WHEN word_query IS NULL THEN quote_literal(form)::tsquery
        ELSE word_query || quote_literal(form)::tsquery END;
    END LOOP;
    IF word_query IS NOT NULL THEN
      result := CASE WHEN result IS NULL THEN word_query ELSE result && word_query END;
    END IF;
  END LOOP;
  RETURN result;
END $$;--> statement-breakpoint

-- The tales already there.
SELECT masal_tale_search_refresh(array(SELECT tale_id FROM tales));
