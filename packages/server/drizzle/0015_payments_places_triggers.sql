-- The admin's payment filters read the tale's region and the compiler's institution on the payment
-- row itself (indexes payments_area, payments_institution: page and sums without joins). These triggers keep
-- the copies equal to the originals in the transaction of every change. Written by hand: drizzle-kit cannot
-- express triggers.
CREATE FUNCTION masal_payment_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT area INTO NEW.area FROM tales WHERE tale_id = NEW.tale_id;
  SELECT institution_id INTO NEW.institution_id FROM users WHERE user_id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_places BEFORE INSERT OR UPDATE OF tale_id, user_id ON payments
  FOR EACH ROW EXECUTE FUNCTION masal_payment_places();--> statement-breakpoint
CREATE FUNCTION masal_tale_area_to_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payments SET area = NEW.area WHERE tale_id = NEW.tale_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tales_area_to_payments AFTER UPDATE OF area ON tales
  FOR EACH ROW WHEN (OLD.area IS DISTINCT FROM NEW.area) EXECUTE FUNCTION masal_tale_area_to_payments();--> statement-breakpoint
CREATE FUNCTION masal_user_institution_to_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payments SET institution_id = NEW.institution_id WHERE user_id = NEW.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_institution_to_payments AFTER UPDATE OF institution_id ON users
  FOR EACH ROW WHEN (OLD.institution_id IS DISTINCT FROM NEW.institution_id)
  EXECUTE FUNCTION masal_user_institution_to_payments();--> statement-breakpoint
-- The payments made before these columns.
UPDATE payments p SET area = t.area FROM tales t WHERE t.tale_id = p.tale_id;--> statement-breakpoint
UPDATE payments p SET institution_id = u.institution_id FROM users u WHERE u.user_id = p.user_id;
