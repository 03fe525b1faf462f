CREATE TYPE "public"."mail_job_kind" AS ENUM('activation', 'reset', 'email_taken', 'identity_taken');--> statement-breakpoint
CREATE TYPE "public"."mail_job_state" AS ENUM('pending', 'sent', 'skipped', 'failed');--> statement-breakpoint
CREATE TABLE "mail_jobs" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"kind" "mail_job_kind" NOT NULL,
	"user_id" integer,
	"state" "mail_job_state" DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_jobs_due" ON "mail_jobs" USING btree ("state","run_after");--> statement-breakpoint
CREATE INDEX "mail_jobs_user_done" ON "mail_jobs" USING btree ("user_id","done_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "sign_in_locked_until";