-- The statistics' change counter (statistics_version), moved by what the figures read: tales (status,
-- place, type, compiler, submission day), tale_history (the editors' throughput), the compilers' names, images and
-- institutions, the names of institutions and tale types. Written by hand: drizzle-kit cannot express triggers.
--
-- Constraint triggers deferred to the commit: the one counter row is locked last and only for the commit's
-- moment, so tale transactions never queue behind each other on it (nor deadlock over it), and a transaction
-- moves it once however many rows it changed (a transaction-local flag). Their WHEN is evaluated at the change
-- itself, so a session touch, a sign-in or a profile edit that leaves these columns alone queues nothing.
INSERT INTO statistics_version (one, version) VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION masal_statistics_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('masal.statistics_changed', true), '') <> '1' THEN
    PERFORM set_config('masal.statistics_changed', '1', true);
    UPDATE statistics_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tales_statistics_rows AFTER INSERT OR DELETE ON tales
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION masal_statistics_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tales_statistics_columns
  AFTER UPDATE OF action_id, area, city, group_id, user_id, submitted_at ON tales
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.action_id IS DISTINCT FROM NEW.action_id OR OLD.area IS DISTINCT FROM NEW.area
    OR OLD.city IS DISTINCT FROM NEW.city OR OLD.group_id IS DISTINCT FROM NEW.group_id
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.submitted_at IS DISTINCT FROM NEW.submitted_at)
  EXECUTE FUNCTION masal_statistics_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tale_history_statistics AFTER INSERT OR UPDATE OR DELETE ON tale_history
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION masal_statistics_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_statistics
  AFTER UPDATE OF institution_id, name, surname, profile_image_path ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.institution_id IS DISTINCT FROM NEW.institution_id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.surname IS DISTINCT FROM NEW.surname OR OLD.profile_image_path IS DISTINCT FROM NEW.profile_image_path)
  EXECUTE FUNCTION masal_statistics_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER institutions_statistics AFTER UPDATE OF name ON institutions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION masal_statistics_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tale_groups_statistics AFTER UPDATE OF name ON tale_groups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION masal_statistics_changed();
