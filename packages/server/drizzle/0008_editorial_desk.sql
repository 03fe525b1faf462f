CREATE TYPE "public"."announcement_kind" AS ENUM('announcement', 'training');--> statement-breakpoint
CREATE TYPE "public"."pub_request_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" ADD VALUE 'pub_request_decided';--> statement-breakpoint
CREATE TABLE "announcement_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"user_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_user_id_announcement_id_pk" PRIMARY KEY("user_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"announcement_id" serial PRIMARY KEY NOT NULL,
	"kind" "announcement_kind" DEFAULT 'announcement' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "written_pub_request_tales" (
	"request_id" integer NOT NULL,
	"tale_id" integer NOT NULL,
	CONSTRAINT "written_pub_request_tales_request_id_tale_id_pk" PRIMARY KEY("request_id","tale_id")
);
--> statement-breakpoint
CREATE TABLE "written_pub_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"proposer_user_id" integer,
	"reason" text NOT NULL,
	"status" "pub_request_status" DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" integer,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "pub_request_id" integer;--> statement-breakpoint
ALTER TABLE "tale_groups" ADD COLUMN "ttv" text;--> statement-breakpoint
ALTER TABLE "tale_groups" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tale_subgroups" ADD COLUMN "ttv" text;--> statement-breakpoint
ALTER TABLE "tale_subgroups" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_attachments" ADD CONSTRAINT "announcement_attachments_announcement_id_announcements_announcement_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("announcement_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_attachments" ADD CONSTRAINT "announcement_attachments_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_announcement_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("announcement_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_user_id_users_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_pub_request_tales" ADD CONSTRAINT "written_pub_request_tales_request_id_written_pub_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."written_pub_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_pub_request_tales" ADD CONSTRAINT "written_pub_request_tales_tale_id_tales_tale_id_fk" FOREIGN KEY ("tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_pub_requests" ADD CONSTRAINT "written_pub_requests_proposer_user_id_users_user_id_fk" FOREIGN KEY ("proposer_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_pub_requests" ADD CONSTRAINT "written_pub_requests_decided_by_user_id_users_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_attachments_announcement" ON "announcement_attachments" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "announcements_order" ON "announcements" USING btree ("pinned","created_at");--> statement-breakpoint
CREATE INDEX "written_pub_request_tales_tale" ON "written_pub_request_tales" USING btree ("tale_id");--> statement-breakpoint
CREATE INDEX "written_pub_requests_proposer" ON "written_pub_requests" USING btree ("proposer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "written_pub_requests_status" ON "written_pub_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tale_history_actor" ON "tale_history" USING btree ("actor_user_id","at");--> statement-breakpoint
UPDATE "tale_groups" SET "position" = "group_id";--> statement-breakpoint
UPDATE "tale_subgroups" SET "position" = "sub_group_id";