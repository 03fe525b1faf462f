CREATE TABLE "source_persons" (
	"source_person_id" serial PRIMARY KEY NOT NULL,
	"name_surname" text,
	"complation_date" date,
	"learned_from" text,
	"job" text,
	"education_level" text,
	"birth_date" text,
	"place_of_birth" text
);
--> statement-breakpoint
CREATE TABLE "tale_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tale_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tale_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "tale_history" (
	"history_id" serial PRIMARY KEY NOT NULL,
	"tale_id" integer NOT NULL,
	"actor_user_id" integer,
	"from_action_id" smallint NOT NULL,
	"to_action_id" smallint NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tales" (
	"tale_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"editor_id" integer,
	"tale_name" text NOT NULL,
	"tale_name_key" text NOT NULL,
	"copyright_status" smallint DEFAULT 0 NOT NULL,
	"area" text,
	"city" text,
	"tale_source" smallint,
	"tale_source_text" text,
	"source_type" smallint DEFAULT 0 NOT NULL,
	"tale_text" text,
	"tale_text_end" text,
	"context_properties" text,
	"compiler_name_surname" text,
	"compiler_job" text,
	"where_to_compile" text,
	"compiler_place_of_birth" text,
	"compiler_birth_date" date,
	"compiler_education_level" text,
	"compiler_explanation" text,
	"group_id" integer,
	"sub_group_id" integer,
	"action_id" smallint DEFAULT 1 NOT NULL,
	"number_of_word" integer DEFAULT 0 NOT NULL,
	"source_person_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tale_attachments" ADD CONSTRAINT "tale_attachments_tale_id_tales_tale_id_fk" FOREIGN KEY ("tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tale_attachments" ADD CONSTRAINT "tale_attachments_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tale_history" ADD CONSTRAINT "tale_history_tale_id_tales_tale_id_fk" FOREIGN KEY ("tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tale_history" ADD CONSTRAINT "tale_history_actor_user_id_users_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tales" ADD CONSTRAINT "tales_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tales" ADD CONSTRAINT "tales_editor_id_users_user_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tales" ADD CONSTRAINT "tales_group_id_tale_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tale_groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tales" ADD CONSTRAINT "tales_sub_group_id_tale_subgroups_sub_group_id_fk" FOREIGN KEY ("sub_group_id") REFERENCES "public"."tale_subgroups"("sub_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tales" ADD CONSTRAINT "tales_source_person_id_source_persons_source_person_id_fk" FOREIGN KEY ("source_person_id") REFERENCES "public"."source_persons"("source_person_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tale_attachments_tale_id" ON "tale_attachments" USING btree ("tale_id");--> statement-breakpoint
CREATE INDEX "tale_history_tale_id" ON "tale_history" USING btree ("tale_id","at");--> statement-breakpoint
CREATE INDEX "tales_user_id" ON "tales" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tales_action_id" ON "tales" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "tales_editor_id" ON "tales" USING btree ("editor_id");