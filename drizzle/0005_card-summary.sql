CREATE TABLE "canvas_counts" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"by_status" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "preview" jsonb;--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "open_comments" integer;--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "preview_of" integer;--> statement-breakpoint
ALTER TABLE "canvas_counts" ADD CONSTRAINT "canvas_counts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A write of content that does not also write a new preview_of (the content_version the card was
-- computed from) clears the card: the list then computes it from content again (card-summary.ts)
-- instead of showing a stale thumbnail or comment count. Every writer of the app writes the three
-- together; this catches any other (a script, a test helper, a future code path).
CREATE OR REPLACE FUNCTION funil_card_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.preview_of IS NOT DISTINCT FROM OLD.preview_of THEN
    NEW.preview := NULL;
    NEW.open_comments := NULL;
    NEW.preview_of := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER canvases_card_guard BEFORE UPDATE OF content ON canvases FOR EACH ROW EXECUTE FUNCTION funil_card_guard();--> statement-breakpoint
-- canvas_counts: an agency's funnels by status, so that a page of the list reads its total from one
-- row instead of counting up to every funnel of the agency. Kept at commit (a deferred trigger):
-- the counter row is then the last lock a transaction takes, so two transactions that also lock
-- canvases can never wait on each other through it.
CREATE OR REPLACE FUNCTION funil_count_add(counts jsonb, status text, delta int) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_set(counts, ARRAY[status], to_jsonb(coalesce((counts ->> status)::int, 0) + delta))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION funil_count_canvases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A delete only lowers an existing row (none is made for an agency being deleted).
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.agency_id = NEW.agency_id THEN
      RETURN NULL;
    END IF;
    UPDATE canvas_counts SET by_status = funil_count_add(by_status, OLD.status, -1) WHERE agency_id = OLD.agency_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO canvas_counts AS c (agency_id, by_status) VALUES (NEW.agency_id, jsonb_build_object(NEW.status, 1))
    ON CONFLICT (agency_id) DO UPDATE SET by_status = funil_count_add(c.by_status, NEW.status, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER canvases_count AFTER INSERT OR DELETE OR UPDATE OF status, agency_id ON canvases
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION funil_count_canvases();--> statement-breakpoint
INSERT INTO canvas_counts (agency_id, by_status)
  SELECT agency_id, jsonb_object_agg(status, n) FROM (SELECT agency_id, status, count(*)::int AS n FROM canvases GROUP BY agency_id, status) s GROUP BY agency_id;
