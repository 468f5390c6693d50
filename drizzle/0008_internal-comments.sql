-- Agency threads without a visibility started from now on are internal; those already written keep
-- being shown to reviewers (docs/decisions/022-internal-comments.md): existing funnels get the
-- moment this ran, new ones the moment they are created.
ALTER TABLE "canvases" ADD COLUMN "comments_internal_since" timestamp with time zone DEFAULT now() NOT NULL;