-- tale_publications kept by the database in the transaction of every change, whatever path made it (a transition,
-- an admin's change, a script): a tale reaching 9 (published) is recorded or recorded again, one leaving 9 (or its
-- row going) is marked withdrawn, and a change of what its open-data record and OAI-PMH record carry (name, texts,
-- place, type, compiler, narrator, abstract, files) moves the datestamp harvesters select by.
-- Written by hand: drizzle-kit cannot express triggers.
CREATE FUNCTION masal_tale_publication() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.action_id = 9 THEN
      UPDATE tale_publications SET withdrawn_at = now(), datestamp = now() WHERE tale_id = OLD.tale_id;
    END IF;
  ELSIF NEW.action_id = 9 AND (TG_OP = 'INSERT' OR OLD.action_id <> 9) THEN
    INSERT INTO tale_publications (tale_id, first_published_at, published_at, withdrawn_at, datestamp)
      VALUES (NEW.tale_id, now(), now(), NULL, now())
      ON CONFLICT (tale_id) DO UPDATE SET published_at = now(), withdrawn_at = NULL, datestamp = now();
  ELSIF TG_OP = 'UPDATE' AND OLD.action_id = 9 AND NEW.action_id <> 9 THEN
    UPDATE tale_publications SET withdrawn_at = now(), datestamp = now() WHERE tale_id = NEW.tale_id;
  ELSIF TG_OP = 'UPDATE' AND NEW.action_id = 9 AND (
      OLD.tale_name IS DISTINCT FROM NEW.tale_name OR OLD.tale_text IS DISTINCT FROM NEW.tale_text
      OR OLD.tale_text_end IS DISTINCT FROM NEW.tale_text_end OR OLD.area IS DISTINCT FROM NEW.area
      OR OLD.city IS DISTINCT FROM NEW.city OR OLD.group_id IS DISTINCT FROM NEW.group_id
      OR OLD.sub_group_id IS DISTINCT FROM NEW.sub_group_id
      OR OLD.compiler_name_surname IS DISTINCT FROM NEW.compiler_name_surname
      OR OLD.source_type IS DISTINCT FROM NEW.source_type
      OR OLD.source_person_id IS DISTINCT FROM NEW.source_person_id) THEN
    UPDATE tale_publications SET datestamp = now() WHERE tale_id = NEW.tale_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tales_publication AFTER INSERT OR UPDATE OR DELETE ON tales
  FOR EACH ROW EXECUTE FUNCTION masal_tale_publication();--> statement-breakpoint
-- The abstract and the files of a published tale: its record changed.
CREATE FUNCTION masal_tale_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD.tale_id; ELSE changed := NEW.tale_id; END IF;
  IF changed IS NOT NULL THEN
    UPDATE tale_publications SET datestamp = now() WHERE tale_id = changed AND withdrawn_at IS NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tale_abstracts_publication AFTER INSERT OR UPDATE OR DELETE ON tale_abstracts
  FOR EACH ROW EXECUTE FUNCTION masal_tale_part_changed();--> statement-breakpoint
CREATE TRIGGER attachments_publication AFTER INSERT OR UPDATE OF published, file_name OR DELETE ON attachments
  FOR EACH ROW EXECUTE FUNCTION masal_tale_part_changed();--> statement-breakpoint
-- The narrator's name and consent.
CREATE FUNCTION masal_source_person_publication() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tale_publications p SET datestamp = now() FROM tales t
    WHERE t.source_person_id = NEW.source_person_id AND p.tale_id = t.tale_id AND p.withdrawn_at IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER source_persons_publication AFTER UPDATE OF name_surname, complation_date, name_consent ON source_persons
  FOR EACH ROW
  WHEN (OLD.name_surname IS DISTINCT FROM NEW.name_surname OR OLD.complation_date IS DISTINCT FROM NEW.complation_date
    OR OLD.name_consent IS DISTINCT FROM NEW.name_consent)
  EXECUTE FUNCTION masal_source_person_publication();--> statement-breakpoint
-- The tales published before this table: their latest step into 9 in the history (the row's last change where
-- the history has none), and those that have left publication since, withdrawn at their latest step out of 9.
INSERT INTO tale_publications (tale_id, first_published_at, published_at, withdrawn_at, datestamp)
SELECT t.tale_id,
  coalesce(min(h.at) FILTER (WHERE h.to_action_id = 9), t.updated_at),
  coalesce(max(h.at) FILTER (WHERE h.to_action_id = 9), t.updated_at),
  CASE WHEN t.action_id = 9 THEN NULL
    ELSE coalesce(max(h.at) FILTER (WHERE h.from_action_id = 9), t.updated_at) END,
  CASE WHEN t.action_id = 9 THEN coalesce(max(h.at) FILTER (WHERE h.to_action_id = 9), t.updated_at)
    ELSE coalesce(max(h.at) FILTER (WHERE h.from_action_id = 9), t.updated_at) END
FROM tales t LEFT JOIN tale_history h ON h.tale_id = t.tale_id
WHERE t.action_id = 9 OR EXISTS (SELECT 1 FROM tale_history w WHERE w.tale_id = t.tale_id AND w.to_action_id = 9)
GROUP BY t.tale_id, t.action_id, t.updated_at;
