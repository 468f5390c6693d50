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
-- Kept by the database on every write of a funnel or a client's name (docs/decisions/028-search-table.md),
-- whichever code path writes it, as search_text itself is. The text is the funnel's search_text
-- and its client's name_search, a line apart: one trigram lookup finds both, and a needle (one
-- line) cannot match across them. A save changes updated_at, so this runs on every save: one
-- update by primary key that touches no indexed column.
CREATE FUNCTION funil_canvas_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.client_id = NEW.client_id AND OLD.search_text IS NOT DISTINCT FROM NEW.search_text THEN
    -- The usual save: the text stays, no client to read.
    UPDATE canvas_search SET agency_id = NEW.agency_id, status = NEW.status, due_date = NEW.due_date, updated_at = NEW.updated_at
    WHERE canvas_id = NEW.id;
    RETURN NULL;
  END IF;
  t := NEW.search_text || chr(10) || coalesce((SELECT name_search FROM clients WHERE id = NEW.client_id), '');
  IF TG_OP = 'INSERT' THEN
    INSERT INTO canvas_search (canvas_id, agency_id, client_id, status, due_date, updated_at, search_text)
    VALUES (NEW.id, NEW.agency_id, NEW.client_id, NEW.status, NEW.due_date, NEW.updated_at, t);
  ELSE
    UPDATE canvas_search SET agency_id = NEW.agency_id, client_id = NEW.client_id, status = NEW.status,
      due_date = NEW.due_date, updated_at = NEW.updated_at, search_text = t
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
-- A client renamed: its funnels' texts take the new name.
CREATE FUNCTION funil_canvas_search_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE canvas_search s SET search_text = c.search_text || chr(10) || NEW.name_search
  FROM canvases c WHERE c.client_id = NEW.id AND s.canvas_id = c.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_search_update AFTER UPDATE ON clients FOR EACH ROW
  WHEN (OLD.name_search IS DISTINCT FROM NEW.name_search)
  EXECUTE FUNCTION funil_canvas_search_client();--> statement-breakpoint
-- The funnels that exist already.
INSERT INTO canvas_search (canvas_id, agency_id, client_id, status, due_date, updated_at, search_text)
SELECT c.id, c.agency_id, c.client_id, c.status, c.due_date, c.updated_at, c.search_text || chr(10) || coalesce(k.name_search, '')
FROM canvases c LEFT JOIN clients k ON k.id = c.client_id;--> statement-breakpoint
-- As for canvases.search_text before (migration 0004): a trigram index where pg_trgm is there;
-- without it the same query reads this narrow table.
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
