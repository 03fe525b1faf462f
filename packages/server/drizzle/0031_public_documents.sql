-- The reading room's search reads each tale's public record from a document of its own instead of building one
-- for every tale a word finds (seconds for a word most tales hold; under a crowd, 503s). Written by triggers after
-- the tale's search row. drizzle-kit wrote the table; the functions, triggers and the filling are by hand.
CREATE TABLE "tale_public_documents" (
	"tale_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tale_public_documents" ADD CONSTRAINT "tale_public_documents_tale_id_tales_tale_id_fk" FOREIGN KEY ("tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- The public documents of the given tales, after their search rows: the public fields (the narrator only where they
-- agreed to be named and the source is a person, SOURCE_TYPE.person = 0) of weight B, and the text readers get of
-- weight D — the text to publish, else the main text, whose words the search row's document holds already.
CREATE FUNCTION masal_tale_public_document_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO tale_public_documents AS d (tale_id, document)
  SELECT t.tale_id,
    masal_tsvector(concat_ws(' ', t.tale_name, a.text, t.compiler_name_surname,
      CASE WHEN p.name_consent AND t.source_type = 0 THEN p.name_surname END, g.name, sg.name, t.area, t.city), 'B')
    || CASE WHEN coalesce(t.tale_text_end, '') = '' THEN ts_filter(s.document, '{d}')
       ELSE masal_tsvector(t.tale_text_end, 'D') END
  FROM tales t
  JOIN tale_search s ON s.tale_id = t.tale_id
  LEFT JOIN source_persons p ON p.source_person_id = t.source_person_id
  LEFT JOIN tale_abstracts a ON a.tale_id = t.tale_id
  LEFT JOIN tale_groups g ON g.group_id = t.group_id
  LEFT JOIN tale_subgroups sg ON sg.sub_group_id = t.sub_group_id
  WHERE t.tale_id = ANY(ids)
  ON CONFLICT (tale_id) DO UPDATE SET document = excluded.document
$$;--> statement-breakpoint

-- Whenever a search row is written (masal_tale_search_refresh, on every change to what a tale's rows are built
-- from: the narrator's consent too), its public document is written after it.
CREATE FUNCTION masal_tale_public_document_by_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM masal_tale_public_document_refresh(array(SELECT tale_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tale_search_public_document_insert AFTER INSERT ON tale_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_public_document_by_search_row();--> statement-breakpoint
CREATE TRIGGER tale_search_public_document_update AFTER UPDATE ON tale_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_public_document_by_search_row();--> statement-breakpoint

-- The source type leaves the search row as it is, but names the narrator or not.
CREATE FUNCTION masal_tale_public_document_source_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM masal_tale_public_document_refresh(array(
    SELECT n.tale_id FROM new_rows n JOIN old_rows o USING (tale_id)
    WHERE n.source_type IS DISTINCT FROM o.source_type));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tales_public_document_source_type AFTER UPDATE ON tales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION masal_tale_public_document_source_type();--> statement-breakpoint

-- Every tale's once, then their index (built whole: faster than kept row by row).
SELECT masal_tale_public_document_refresh(array(SELECT tale_id FROM tales));--> statement-breakpoint
CREATE INDEX "tale_public_documents_document" ON "tale_public_documents" USING gin ("document");
