CREATE TABLE "tale_copy_matches" (
	"tale_id" integer NOT NULL,
	"match_tale_id" integer NOT NULL,
	"score" real NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tale_copy_matches_tale_id_match_tale_id_pk" PRIMARY KEY("tale_id","match_tale_id")
);
--> statement-breakpoint
CREATE TABLE "tale_fingerprints" (
	"tale_id" integer PRIMARY KEY NOT NULL,
	"minhash" integer[] NOT NULL,
	"bands" integer[] NOT NULL,
	"shingle_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tale_search" (
	"tale_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"head" "tsvector" NOT NULL,
	"names_folded" text NOT NULL,
	"has_image" boolean DEFAULT false NOT NULL,
	"has_audio" boolean DEFAULT false NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"copy_score" real
);
--> statement-breakpoint
ALTER TABLE "tale_copy_matches" ADD CONSTRAINT "tale_copy_matches_tale_id_tales_tale_id_fk" FOREIGN KEY ("tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tale_copy_matches" ADD CONSTRAINT "tale_copy_matches_match_tale_id_tales_tale_id_fk" FOREIGN KEY ("match_tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tale_fingerprints" ADD CONSTRAINT "tale_fingerprints_tale_id_tales_tale_id_fk" FOREIGN KEY ("tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tale_search" ADD CONSTRAINT "tale_search_tale_id_tales_tale_id_fk" FOREIGN KEY ("tale_id") REFERENCES "public"."tales"("tale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tale_copy_matches_match" ON "tale_copy_matches" USING btree ("match_tale_id");--> statement-breakpoint
CREATE INDEX "tale_fingerprints_bands" ON "tale_fingerprints" USING gin ("bands");--> statement-breakpoint
CREATE INDEX "tale_search_document" ON "tale_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "tale_search_names_trigram" ON "tale_search" USING gin ("names_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tale_search_copy_score" ON "tale_search" USING btree ("copy_score") WHERE "tale_search"."copy_score" is not null;--> statement-breakpoint
CREATE INDEX "tales_source_person_id" ON "tales" USING btree ("source_person_id");