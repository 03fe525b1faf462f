-- pg_trgm for the name search's trigram index (PGlite loads the same extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "tales_action_id";--> statement-breakpoint
ALTER TABLE "tales" ADD COLUMN "tale_name_folded" text GENERATED ALWAYS AS (lower(translate(tale_name, 'çÇğĞıİIöÖşŞüÜâÂîÎûÛ', 'ccggiiioossuuaaiiuu'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tales" ADD COLUMN "area_key" smallint GENERATED ALWAYS AS (coalesce(array_position(array['Akdeniz', 'Doğu Anadolu', 'Ege', 'Güneydoğu Anadolu', 'İç Anadolu', 'Karadeniz', 'Marmara']::text[], area), 32767)::smallint) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tales" ADD COLUMN "city_key" smallint GENERATED ALWAYS AS (coalesce(array_position(array['Adana', 'Adıyaman', 'Afyonkarahisar', 'Ağrı', 'Aksaray', 'Amasya', 'Ankara', 'Antalya', 'Ardahan', 'Artvin', 'Aydın', 'Balıkesir', 'Bartın', 'Batman', 'Bayburt', 'Bilecik', 'Bingöl', 'Bitlis', 'Bolu', 'Burdur', 'Bursa', 'Çanakkale', 'Çankırı', 'Çorum', 'Denizli', 'Diyarbakır', 'Düzce', 'Edirne', 'Elazığ', 'Erzincan', 'Erzurum', 'Eskişehir', 'Gaziantep', 'Giresun', 'Gümüşhane', 'Hakkâri', 'Hatay', 'Iğdır', 'Isparta', 'İstanbul', 'İzmir', 'Kahramanmaraş', 'Karabük', 'Karaman', 'Kars', 'Kastamonu', 'Kayseri', 'Kırıkkale', 'Kırklareli', 'Kırşehir', 'Kilis', 'Kocaeli', 'Konya', 'Kütahya', 'Malatya', 'Manisa', 'Mardin', 'Mersin', 'Muğla', 'Muş', 'Nevşehir', 'Niğde', 'Ordu', 'Osmaniye', 'Rize', 'Sakarya', 'Samsun', 'Siirt', 'Sinop', 'Sivas', 'Şanlıurfa', 'Şırnak', 'Tekirdağ', 'Tokat', 'Trabzon', 'Tunceli', 'Uşak', 'Van', 'Yalova', 'Yozgat', 'Zonguldak']::text[], city), 32767)::smallint) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tales" ADD COLUMN "submitted_key" timestamp with time zone GENERATED ALWAYS AS (coalesce(submitted_at, 'infinity'::timestamptz)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tales" ADD COLUMN "last_note" text;--> statement-breakpoint
-- The latest note of each tale's history, which the lists read from this column from now on.
UPDATE "tales" SET "last_note" = latest."note"
FROM (
  SELECT DISTINCT ON ("tale_id") "tale_id", "note" FROM "tale_history"
  WHERE "note" IS NOT NULL ORDER BY "tale_id", "at" DESC, "history_id" DESC
) AS latest
WHERE latest."tale_id" = "tales"."tale_id";--> statement-breakpoint
CREATE INDEX "tales_by_name" ON "tales" USING btree ("tale_name_key" collate "C","tale_id");--> statement-breakpoint
CREATE INDEX "tales_by_action" ON "tales" USING btree ("action_id","tale_id");--> statement-breakpoint
CREATE INDEX "tales_by_area" ON "tales" USING btree ("area_key","tale_id");--> statement-breakpoint
CREATE INDEX "tales_by_city" ON "tales" USING btree ("city_key","tale_id");--> statement-breakpoint
CREATE INDEX "tales_by_words" ON "tales" USING btree ("number_of_word","tale_id");--> statement-breakpoint
CREATE INDEX "tales_by_created" ON "tales" USING btree ("created_at","tale_id");--> statement-breakpoint
CREATE INDEX "tales_by_updated" ON "tales" USING btree ("updated_at","tale_id");--> statement-breakpoint
CREATE INDEX "tales_by_submitted" ON "tales" USING btree ("submitted_key","tale_id");--> statement-breakpoint
CREATE INDEX "tales_name_trigram" ON "tales" USING gin ("tale_name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tales_action_id" ON "tales" USING btree ("action_id","user_id");