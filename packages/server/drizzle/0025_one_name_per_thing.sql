-- One name per thing, also in what is stored: the advisory board and the written publication request carry
-- their full names in types, mail kinds, columns and audit rows, as they do in the code and the API.
ALTER TYPE "public"."board_decision" RENAME TO "advisory_board_decision";--> statement-breakpoint
ALTER TYPE "public"."pub_request_status" RENAME TO "written_pub_request_status";--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" RENAME VALUE 'tale_board_return' TO 'tale_advisory_board_return';--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" RENAME VALUE 'tale_to_board' TO 'tale_to_advisory_board';--> statement-breakpoint
ALTER TYPE "public"."mail_job_kind" RENAME VALUE 'pub_request_decided' TO 'written_pub_request_decided';--> statement-breakpoint
ALTER TABLE "mail_jobs" RENAME COLUMN "pub_request_id" TO "written_pub_request_id";--> statement-breakpoint
-- The audit screen filters by action and entity: earlier rows keep being found under the new names.
UPDATE "audit_log" SET "action" = CASE "action"
    WHEN 'pubRequest.create' THEN 'writtenPubRequest.create'
    WHEN 'pubRequest.decide' THEN 'writtenPubRequest.decide'
    WHEN 'tale.boardApprovalDelete' THEN 'tale.advisoryBoardApprovalDelete'
    WHEN 'tale.finishedEdit' THEN 'tale.completedEdit'
  END
  WHERE "action" IN ('pubRequest.create', 'pubRequest.decide', 'tale.boardApprovalDelete', 'tale.finishedEdit');--> statement-breakpoint
UPDATE "audit_log" SET "entity" = 'writtenPubRequest' WHERE "entity" = 'pubRequest';--> statement-breakpoint
-- A staff decision's row names its transition by key.
UPDATE "audit_log" SET "details" = jsonb_set("details", '{key}', to_jsonb(CASE "details"->>'key'
    WHEN 'forwardToBoard' THEN 'forwardToAdvisoryBoard'
    WHEN 'boardApprove' THEN 'advisoryBoardApprove'
    WHEN 'boardApprovePrivate' THEN 'advisoryBoardApprovePrivate'
    WHEN 'boardReturn' THEN 'advisoryBoardReturn'
    WHEN 'boardReject' THEN 'advisoryBoardReject'
  END))
  WHERE "details"->>'key' IN ('forwardToBoard', 'boardApprove', 'boardApprovePrivate', 'boardReturn', 'boardReject');
