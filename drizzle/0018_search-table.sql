CREATE TABLE "canvas_search" (
	"canvas_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text NOT NULL,
	"due_date" date,
	"updated_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canvas_search" ADD CONSTRAINT "canvas_search_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canvas_search_agency_client_idx" ON "canvas_search" USING btree ("agency_id","client_id");--> statement-breakpoint
-- Room on each page for the row's next version, so that a save's update stays on its page (HOT).
ALTER TABLE "canvas_search" SET (fillfactor = 90);--> statement-breakpoint
-- Kept by the database on every write of a funnel (docs/decisions/028-search-table.md), whichever
-- code path writes it, as search_text itself is. A save changes updated_at, so this runs on
-- every save: one update by primary key that touches no indexed column.
CREATE FUNCTION funil_canvas_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO canvas_search (canvas_id, agency_id, client_id, status, due_date, updated_at, search_text)
    VALUES (NEW.id, NEW.agency_id, NEW.client_id, NEW.status, NEW.due_date, NEW.updated_at, NEW.search_text);
  ELSE
    UPDATE canvas_search SET agency_id = NEW.agency_id, client_id = NEW.client_id, status = NEW.status,
      due_date = NEW.due_date, updated_at = NEW.updated_at, search_text = NEW.search_text
    WHERE canvas_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER canvases_search_insert AFTER INSERT ON canvases FOR EACH ROW EXECUTE FUNCTION funil_canvas_search();--> statement-breakpoint
CREATE TRIGGER canvases_search_update AFTER UPDATE ON canvases FOR EACH ROW
  WHEN ((OLD.agency_id, OLD.client_id, OLD.status, OLD.due_date, OLD.updated_at, OLD.search_text)
    IS DISTINCT FROM (NEW.agency_id, NEW.client_id, NEW.status, NEW.due_date, NEW.updated_at, NEW.search_text))
  EXECUTE FUNCTION funil_canvas_search();--> statement-breakpoint
-- The funnels that exist already.
INSERT INTO canvas_search (canvas_id, agency_id, client_id, status, due_date, updated_at, search_text)
SELECT id, agency_id, client_id, status, due_date, updated_at, search_text FROM canvases;--> statement-breakpoint
-- As for canvases.search_text before (migration 0004): a trigram index where pg_trgm is there;
-- without it the same query reads the agency's rows of this narrow table.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS canvas_search_trgm_idx ON canvas_search USING gin (search_text gin_trgm_ops);
  END IF;
END
$$;--> statement-breakpoint
-- No query reads canvases by its search text any more, and a save (which moves updated_at, so is
-- never HOT on canvases) wrote every trigram of the title into this index again.
DROP INDEX IF EXISTS canvases_search_trgm_idx;--> statement-breakpoint
ANALYZE canvas_search;
