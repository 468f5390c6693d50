-- The card's thumbnail as compact json (decision 018): the list sends the stored text as it is,
-- and jsonb's re-encoding of a page of thumbnails was a third of its PostgreSQL time. Boxes
-- become [x, y, w, h, colour] (#shared/canvas/preview.ts). A stored thumbnail of another shape
-- is left NULL: the list computes it from content again on its first read.
ALTER TABLE "canvases" ADD COLUMN "preview_next" json;--> statement-breakpoint
UPDATE "canvases" SET "preview_next" = regexp_replace(json_build_object(
    'boxes', (SELECT coalesce(json_agg(json_build_array(b->'x', b->'y', b->'w', b->'h', b->'color') ORDER BY i), '[]'::json)
              FROM jsonb_array_elements("preview"->'boxes') WITH ORDINALITY AS e(b, i)),
    'links', "preview"->'links',
    'total', "preview"->'total')::text, '\s', '', 'g')::json
  WHERE jsonb_typeof("preview"->'boxes') = 'array' AND jsonb_typeof("preview"->'links') = 'array'
    AND jsonb_typeof("preview"->'total') = 'number'
    AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements("preview"->'boxes') b
                    WHERE jsonb_typeof(b) <> 'object' OR jsonb_typeof(b->'x') IS DISTINCT FROM 'number' OR jsonb_typeof(b->'y') IS DISTINCT FROM 'number'
                       OR jsonb_typeof(b->'w') IS DISTINCT FROM 'number' OR jsonb_typeof(b->'h') IS DISTINCT FROM 'number'
                       OR jsonb_typeof(b->'color') IS DISTINCT FROM 'string' OR (b->>'color') ~ '\s');--> statement-breakpoint
ALTER TABLE "canvases" DROP COLUMN "preview";--> statement-breakpoint
ALTER TABLE "canvases" RENAME COLUMN "preview_next" TO "preview";
