ALTER TABLE "tale_history" ADD COLUMN "note_for_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tales" ADD COLUMN "owner_note" text;--> statement-breakpoint
-- Earlier notes by their transition: a revision request (3→4), a rejection (3→8, 5→8), the board's approval (5→6, 5→7), the publication (6→9), and the owner's own submits.
UPDATE "tale_history" h SET "note_for_owner" = true
  WHERE (h."from_action_id", h."to_action_id") IN ((3, 4), (3, 8), (5, 6), (5, 7), (5, 8), (6, 9))
     OR h."actor_user_id" = (SELECT t."user_id" FROM "tales" t WHERE t."tale_id" = h."tale_id");--> statement-breakpoint
UPDATE "tales" t SET "owner_note" = latest."note"
  FROM (SELECT DISTINCT ON ("tale_id") "tale_id", "note" FROM "tale_history"
        WHERE "note_for_owner" AND "note" IS NOT NULL
        ORDER BY "tale_id", "at" DESC, "history_id" DESC) latest
  WHERE latest."tale_id" = t."tale_id";
