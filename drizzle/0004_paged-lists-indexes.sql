-- Search fold (docs/decisions/009-paged-lists.md, #shared/search.ts): lower(), then accented Latin letters to ASCII. A plain
-- immutable SQL function, so it works without extensions (PGlite) and can feed generated columns.
CREATE OR REPLACE FUNCTION funil_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(t), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz')
$$;--> statement-breakpoint
DROP INDEX "canvases_agency_idx";--> statement-breakpoint
DROP INDEX "canvases_client_idx";--> statement-breakpoint
DROP INDEX "clients_agency_idx";--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "search_text" text GENERATED ALWAYS AS (funil_fold(title || chr(10) || coalesce(description, ''))) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "name_search" text GENERATED ALWAYS AS (funil_fold(name)) STORED;--> statement-breakpoint
CREATE INDEX "access_password_tokens_access_idx" ON "access_password_tokens" USING btree ("client_access_id");--> statement-breakpoint
CREATE INDEX "approvals_client_access_idx" ON "approvals" USING btree ("client_access_id");--> statement-breakpoint
CREATE INDEX "canvas_versions_agency_idx" ON "canvas_versions" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "canvas_versions_created_by_idx" ON "canvas_versions" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "canvases_agency_updated_idx" ON "canvases" USING btree ("agency_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "canvases_client_updated_idx" ON "canvases" USING btree ("client_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "canvases_agency_status_idx" ON "canvases" USING btree ("agency_id","status","due_date");--> statement-breakpoint
CREATE INDEX "canvases_agency_due_idx" ON "canvases" USING btree ("agency_id","due_date","id") WHERE due_date is not null;--> statement-breakpoint
CREATE INDEX "canvases_user_idx" ON "canvases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clients_agency_created_idx" ON "clients" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_client_access_idx" ON "comments" USING btree ("client_access_id");--> statement-breakpoint
CREATE INDEX "guest_reviewers_agency_idx" ON "guest_reviewers" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "notification_events_agency_idx" ON "notification_events" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_agency_idx" ON "payments" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "review_reminders_agency_idx" ON "review_reminders" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "subscriptions_agency_idx" ON "subscriptions" USING btree ("agency_id");--> statement-breakpoint
-- Trigram indexes for the "contains" search where pg_trgm can be installed (PostgreSQL). Without
-- it (PGlite, or no privilege) the same queries stay correct, scanning the agency's rows instead.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm indisponível: busca sem índice trigram';
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS canvases_search_trgm_idx ON canvases USING gin (search_text gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS clients_name_search_trgm_idx ON clients USING gin (name_search gin_trgm_ops);
  END IF;
END
$$;