-- The statistics' counts kept by the database (src/db/schema/statistics.ts): per status and type, Istanbul month of
-- submission, compiler and place. Every change to tales appends its +1 / -1 rows in its own transaction, whoever
-- writes it, so the counts are right on every instance and never count an uncommitted change; appending locks
-- nothing another writer waits for (a counter row per status would queue every submission behind the next).
CREATE TABLE "tale_count_changes" (
	"dimension" text NOT NULL,
	"action_id" integer NOT NULL,
	"group_id" integer,
	"month" timestamp,
	"user_id" integer,
	"area" text,
	"city" text,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tale_counts" (
	"dimension" text NOT NULL,
	"action_id" integer NOT NULL,
	"group_id" integer,
	"month" timestamp,
	"user_id" integer,
	"area" text,
	"city" text,
	"n" integer NOT NULL,
	CONSTRAINT "tale_counts_key" UNIQUE NULLS NOT DISTINCT("dimension","action_id","group_id","month","user_id","area","city")
);--> statement-breakpoint
-- The rows of `changes` (tales' action_id, group_id, submitted_at, user_id, area, city and a delta), summed per
-- dimension; a key whose sum is 0 (a save that left these columns alone) writes nothing.
CREATE FUNCTION masal_tale_count_rows(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT CASE WHEN grouping(c.group_id) = 0 THEN 'type' WHEN grouping(c.month) = 0 THEN 'month'
                WHEN grouping(c.user_id) = 0 THEN 'compiler' ELSE 'place' END,
           c.action_id, c.group_id, c.month, c.user_id, c.area, c.city, sum(c.delta)::int
    FROM (SELECT action_id, group_id, date_trunc('month', submitted_at AT TIME ZONE 'Europe/Istanbul') AS month,
                 user_id, area, city, delta FROM (%s) AS d) AS c
    GROUP BY GROUPING SETS ((c.action_id, c.group_id), (c.action_id, c.month), (c.action_id, c.user_id),
                            (c.action_id, c.area, c.city))
    HAVING sum(c.delta) <> 0$q$, changes)
$$;--> statement-breakpoint
-- What the archive holds now, folded already.
DO $$ BEGIN
  EXECUTE 'INSERT INTO tale_counts (dimension, action_id, group_id, month, user_id, area, city, n) '
    || masal_tale_count_rows('SELECT action_id, group_id, submitted_at, user_id, area, city, 1 AS delta FROM tales');
END $$;--> statement-breakpoint
-- Planned from the first figure on, not after autovacuum's first look: a new table's guess of one row per
-- dimension joins the compilers' thousands of rows to users one by one.
ANALYZE tale_counts;--> statement-breakpoint
CREATE FUNCTION masal_tale_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  columns CONSTANT text := 'action_id, group_id, submitted_at, user_id, area, city';
BEGIN
  EXECUTE 'INSERT INTO tale_count_changes (dimension, action_id, group_id, month, user_id, area, city, n) '
    || masal_tale_count_rows(CASE TG_OP
      WHEN 'INSERT' THEN format('SELECT %s, 1 AS delta FROM new_rows', columns)
      WHEN 'DELETE' THEN format('SELECT %s, -1 AS delta FROM old_rows', columns)
      ELSE format('SELECT %1$s, 1 AS delta FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', columns)
    END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tales_counts_insert AFTER INSERT ON tales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_count_changes();--> statement-breakpoint
CREATE TRIGGER tales_counts_update AFTER UPDATE ON tales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_count_changes();--> statement-breakpoint
CREATE TRIGGER tales_counts_delete AFTER DELETE ON tales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_count_changes();
