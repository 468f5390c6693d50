ALTER TABLE "canvases" ADD COLUMN "preview" jsonb;--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "open_comments" integer;--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "preview_of" integer;--> statement-breakpoint
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
CREATE TRIGGER canvases_card_guard BEFORE UPDATE OF content ON canvases FOR EACH ROW EXECUTE FUNCTION funil_card_guard();
