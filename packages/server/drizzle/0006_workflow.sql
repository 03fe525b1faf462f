CREATE TYPE "public"."board_decision" AS ENUM('approved', 'approvedPrivate', 'returned', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'approved', 'paid');--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" ADD VALUE 'tale_assigned';--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" ADD VALUE 'tale_resubmitted';--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" ADD VALUE 'tale_revision';--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" ADD VALUE 'tale_rejected';--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" ADD VALUE 'tale_approved';--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" ADD VALUE 'tale_published';--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" ADD VALUE 'tale_board_return';--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" ADD VALUE 'tale_to_board';--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" ADD VALUE 'review_digest';--> statement-breakpoint
CREATE TABLE "advisory_board_approvals" (
	"approval_id" serial PRIMARY KEY NOT NULL,
	"tale_id" integer NOT NULL,
	"decision" "board_decision" NOT NULL,
	"member_user_id" integer,
	"note" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisory_board_approvals_tale_id_unique" UNIQUE("tale_id")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text NOT NULL,
	"run_on" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_name_run_on_pk" PRIMARY KEY("name","run_on")
);
--> statement-breakpoint
CREATE TABLE "payment_coefficients" (
	"coefficient_id" serial PRIMARY KEY NOT NULL,
	"value" numeric(10, 4) NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"tale_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number_of_word" integer NOT NULL,
	"coefficient" numeric(10, 4) NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"adjusts_payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"paid_at" date,
	"paid_by" integer
);
--> statement-breakpoint
CREATE TABLE "tale_abstracts" (
	"abstract_id" serial PRIMARY KEY NOT NULL,
	"tale_id" integer NOT NULL,
	"text" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tale_abstracts_tale_id_unique" UNIQUE("tale_id")
);
--> statement-breakpoint
CREATE TABLE "tale_revisions" (
	"revision_id" serial PRIMARY KEY NOT NULL,
	"tale_id" integer NOT NULL,
	"user_id" integer,
	"tale_text_end" text,
	"context_properties" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "tale_id" integer;--> statement-breakpoint
ALTER TABLE "advisory_board_approvals" ADD CONSTRAINT "advisory_board_approvals_tale_id_tales_tale_id_fk" FOREIGN KEY ("tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisory_board_approvals" ADD CONSTRAINT "advisory_board_approvals_member_user_id_users_user_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_coefficients" ADD CONSTRAINT "payment_coefficients_changed_by_users_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tale_id_tales_tale_id_fk" FOREIGN KEY ("tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_approved_by_users_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_by_users_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tale_abstracts" ADD CONSTRAINT "tale_abstracts_tale_id_tales_tale_id_fk" FOREIGN KEY ("tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tale_abstracts" ADD CONSTRAINT "tale_abstracts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tale_revisions" ADD CONSTRAINT "tale_revisions_tale_id_tales_tale_id_fk" FOREIGN KEY ("tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tale_revisions" ADD CONSTRAINT "tale_revisions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisory_board_approvals_member" ON "advisory_board_approvals" USING btree ("member_user_id","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_per_tale" ON "payments" USING btree ("tale_id") WHERE "payments"."adjusts_payment_id" is null;--> statement-breakpoint
CREATE INDEX "payments_user" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tale_revisions_tale" ON "tale_revisions" USING btree ("tale_id","at");--> statement-breakpoint
INSERT INTO "payment_coefficients" ("value") VALUES (25.1);