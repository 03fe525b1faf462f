-- How many fingerprints hold each band key, for copy detection to read a tale's rarest bands only: a key most
-- variants of a tale type share (a stock phrase's) would make every check read thousands of fingerprints. Kept
-- by the database in the transaction of every change to tale_fingerprints, whoever writes it (a save, a submit,
-- the backfill, a tale deleted with its fingerprint, a bulk load), so every instance reads the same counts.
CREATE TABLE "tale_band_counts" (
	"band_key" integer PRIMARY KEY NOT NULL,
	"tales" integer NOT NULL
);--> statement-breakpoint
INSERT INTO tale_band_counts (band_key, tales)
  SELECT band_key, count(*) FROM tale_fingerprints, unnest(bands) AS band_key GROUP BY band_key;--> statement-breakpoint

-- Counts the keys of `added` up and those of `removed` down (a key once per fingerprint holding it). Only keys
-- whose count changes are written — a text saved again with the same fingerprint locks nothing — and in key
-- order, so two transactions never wait for each other crosswise. A key no fingerprint holds any more goes.
CREATE FUNCTION masal_band_counts_change(added integer[], removed integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO tale_band_counts AS b (band_key, tales)
  SELECT band_key, sum(delta)::int FROM (
    SELECT unnest(added) AS band_key, 1 AS delta UNION ALL SELECT unnest(removed), -1
  ) AS c GROUP BY band_key HAVING sum(delta) <> 0 ORDER BY band_key
  ON CONFLICT (band_key) DO UPDATE SET tales = b.tales + excluded.tales;
  DELETE FROM tale_band_counts WHERE band_key = ANY(removed) AND tales <= 0;
$$;--> statement-breakpoint
CREATE FUNCTION masal_tale_band_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM masal_band_counts_change(array(SELECT unnest(bands) FROM new_rows), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM masal_band_counts_change('{}', array(SELECT unnest(bands) FROM old_rows));
  ELSE
    PERFORM masal_band_counts_change(array(SELECT unnest(bands) FROM new_rows),
      array(SELECT unnest(bands) FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tale_fingerprints_band_counts_insert AFTER INSERT ON tale_fingerprints
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_band_counts();--> statement-breakpoint
CREATE TRIGGER tale_fingerprints_band_counts_update AFTER UPDATE ON tale_fingerprints
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_band_counts();--> statement-breakpoint
CREATE TRIGGER tale_fingerprints_band_counts_delete AFTER DELETE ON tale_fingerprints
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_band_counts();--> statement-breakpoint
CREATE FUNCTION masal_tale_band_counts_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tale_band_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tale_fingerprints_band_counts_truncate AFTER TRUNCATE ON tale_fingerprints
  FOR EACH STATEMENT EXECUTE FUNCTION masal_tale_band_counts_cleared();
