ALTER TYPE "public"."mail_job_kind" ADD VALUE 'invitation';--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TYPE "public"."user_code_kind" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "place_of_birth" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kvkk_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kvkk_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (lower(translate(name || ' ' || surname || ' ' || email, 'çÇğĞıİIöÖşŞüÜâÂîÎûÛ', 'ccggiiioossuuaaiiuu'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_key" text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(translate(btrim(name), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÎÛ', 'abcdefghıjklmnopqrstuvwxyzçğiöşüâîû'), 'ç', 'c{'), 'ğ', 'g{'), 'ı', 'h{'), 'ö', 'o{'), 'ş', 's{'), 'ü', 'u{'), 'â', 'a'), 'î', 'i'), 'û', 'u')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "surname_key" text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(translate(btrim(surname), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÎÛ', 'abcdefghıjklmnopqrstuvwxyzçğiöşüâîû'), 'ç', 'c{'), 'ğ', 'g{'), 'ı', 'h{'), 'ö', 'o{'), 'ş', 's{'), 'ü', 'u{'), 'â', 'a'), 'î', 'i'), 'û', 'u')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at","audit_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "users_search_folded_trgm" ON "users" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_by_surname" ON "users" USING btree ("surname_key" collate "C","name_key" collate "C","user_id");--> statement-breakpoint
CREATE INDEX "users_by_name" ON "users" USING btree ("name_key" collate "C","surname_key" collate "C","user_id");--> statement-breakpoint
CREATE INDEX "users_by_email" ON "users" USING btree ("email" collate "C","user_id");--> statement-breakpoint
CREATE INDEX "users_by_created" ON "users" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_by_last_sign_in" ON "users" USING btree ("last_sign_in_at","user_id");--> statement-breakpoint
UPDATE "users" SET "activated_at" = "created_at" WHERE "is_active";