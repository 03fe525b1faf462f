-- The tus upload an attachment came through (resumable uploads): unique, so a retried last request stores it once.
ALTER TABLE "attachments" ADD COLUMN "tus_upload_id" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_tus_upload_id_unique" UNIQUE("tus_upload_id");