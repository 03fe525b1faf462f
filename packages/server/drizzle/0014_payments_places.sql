DROP INDEX "payments_status";--> statement-breakpoint
DROP INDEX "payments_approved";--> statement-breakpoint
DROP INDEX "payments_paid";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "institution_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_area" ON "payments" USING btree ("area","status","created_at","amount_kurus");--> statement-breakpoint
CREATE INDEX "payments_institution" ON "payments" USING btree ("institution_id","status","created_at","amount_kurus");--> statement-breakpoint
CREATE INDEX "payments_status" ON "payments" USING btree ("status","created_at","amount_kurus");--> statement-breakpoint
CREATE INDEX "payments_approved" ON "payments" USING btree ("approved_at","status","amount_kurus");--> statement-breakpoint
CREATE INDEX "payments_paid" ON "payments" USING btree ("paid_at","status","amount_kurus");