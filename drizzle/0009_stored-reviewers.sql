ALTER TABLE "canvases" ADD COLUMN "reviewers" json;--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "reviewers_rev" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The list's cards carry their reviewers stored on the funnel (canvases.reviewers), computed by
-- the list the first time it reads a funnel without them (docs/decisions/018-list-reads.md).
-- What they are computed from is a funnel's decisions, its client's active accesses and the
-- client's name; any change of those clears the stored reviewers and bumps reviewers_rev, so a
-- list that computed them from what it read before the change finds another rev and does not
-- store them.
CREATE FUNCTION funil_reviewers_stale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_ record := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  IF TG_TABLE_NAME = 'approvals' THEN
    UPDATE canvases SET reviewers = NULL, reviewers_rev = reviewers_rev + 1 WHERE id = row_.canvas_id;
  ELSIF TG_TABLE_NAME = 'client_accesses' THEN
    UPDATE canvases SET reviewers = NULL, reviewers_rev = reviewers_rev + 1 WHERE client_id = row_.client_id;
  ELSE
    UPDATE canvases SET reviewers = NULL, reviewers_rev = reviewers_rev + 1 WHERE client_id = row_.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER approvals_reviewers_stale AFTER INSERT OR UPDATE OR DELETE ON approvals FOR EACH ROW EXECUTE FUNCTION funil_reviewers_stale();--> statement-breakpoint
CREATE TRIGGER client_accesses_reviewers_new AFTER INSERT OR DELETE ON client_accesses FOR EACH ROW EXECUTE FUNCTION funil_reviewers_stale();--> statement-breakpoint
CREATE TRIGGER client_accesses_reviewers_changed AFTER UPDATE ON client_accesses FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION funil_reviewers_stale();--> statement-breakpoint
CREATE TRIGGER clients_reviewers_renamed AFTER UPDATE OF name ON clients FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION funil_reviewers_stale();
