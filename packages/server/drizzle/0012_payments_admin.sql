CREATE TABLE "payment_export_items" (
	"export_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	CONSTRAINT "payment_export_items_export_id_payment_id_pk" PRIMARY KEY("export_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_exports" (
	"export_id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"format" text NOT NULL,
	"sha256" text NOT NULL,
	"row_count" integer NOT NULL,
	"byte_count" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "payment_export_items" ADD CONSTRAINT "payment_export_items_export_id_payment_exports_export_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."payment_exports"("export_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_export_items" ADD CONSTRAINT "payment_export_items_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_exports" ADD CONSTRAINT "payment_exports_actor_user_id_users_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_export_items_payment" ON "payment_export_items" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_adjusts_payment_id_payments_payment_id_fk" FOREIGN KEY ("adjusts_payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_created" ON "payments" USING btree ("created_at","payment_id");--> statement-breakpoint
CREATE INDEX "payments_approved" ON "payments" USING btree ("approved_at","payment_id");--> statement-breakpoint
CREATE INDEX "payments_paid" ON "payments" USING btree ("paid_at","payment_id");--> statement-breakpoint
CREATE INDEX "payments_adjusts" ON "payments" USING btree ("adjusts_payment_id");