CREATE TABLE "canvas_counts" (
	"agency_id" uuid NOT NULL,
	"status" text NOT NULL,
	"due_key" date NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "canvas_counts_agency_idx" ON "canvas_counts" USING btree ("agency_id");--> statement-breakpoint
-- Appended by statement triggers (docs/decisions/017-overview-counts.md): each statement that inserts, deletes or updates
-- funnels adds its net change per (agency, status, due day). Inserts only: two writers never
-- lock the same row, so they never wait on or deadlock each other. A save that changes neither
-- status nor due date nets zero and adds nothing (the live editor stores funnels all the time).
CREATE FUNCTION funil_canvas_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO canvas_counts (agency_id, status, due_key, n)
    SELECT agency_id, status, coalesce(due_date, 'infinity'::date), count(*) FROM new_rows GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO canvas_counts (agency_id, status, due_key, n)
    SELECT agency_id, status, coalesce(due_date, 'infinity'::date), -count(*) FROM old_rows GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO canvas_counts (agency_id, status, due_key, n)
    SELECT agency_id, status, due_key, sum(d) FROM (
      SELECT agency_id, status, coalesce(due_date, 'infinity'::date) AS due_key, 1 AS d FROM new_rows
      UNION ALL
      SELECT agency_id, status, coalesce(due_date, 'infinity'::date), -1 FROM old_rows
    ) u GROUP BY 1, 2, 3 HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER canvases_counts_insert AFTER INSERT ON canvases REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION funil_canvas_counts();--> statement-breakpoint
CREATE TRIGGER canvases_counts_delete AFTER DELETE ON canvases REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION funil_canvas_counts();--> statement-breakpoint
CREATE TRIGGER canvases_counts_update AFTER UPDATE ON canvases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION funil_canvas_counts();--> statement-breakpoint
-- The funnels that exist already.
INSERT INTO canvas_counts (agency_id, status, due_key, n)
SELECT agency_id, status, coalesce(due_date, 'infinity'::date), count(*) FROM canvases GROUP BY 1, 2, 3;
