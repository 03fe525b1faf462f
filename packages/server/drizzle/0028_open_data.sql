CREATE TABLE "tale_publications" (
	"tale_id" integer PRIMARY KEY NOT NULL,
	"first_published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"datestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "source_persons" ADD COLUMN "name_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "tale_publications_published" ON "tale_publications" USING btree ("published_at","tale_id");--> statement-breakpoint
CREATE INDEX "tale_publications_datestamp" ON "tale_publications" USING btree ("datestamp","tale_id");