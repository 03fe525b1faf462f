CREATE TABLE "statistics_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_version_one_row" CHECK ("statistics_version"."one")
);
--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "leased_by" text;