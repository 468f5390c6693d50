ALTER TABLE "client_accesses" ALTER COLUMN "password_encrypted" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_accesses" ADD COLUMN "password_source" text DEFAULT 'agency' NOT NULL;--> statement-breakpoint
-- Accesses whose client already chose a password through an invitation: the agency must not be
-- able to read it (D8). Until now a link was used up either by that choice or because a newer
-- link replaced it, and a replacing link was created at the very instant the older one was
-- marked used; a used link with no link created at that instant was therefore used to choose the
-- password. Its encrypted copy goes. (If the agency typed a new password after that, it can type
-- one again or send a new invitation.)
UPDATE "client_accesses" a SET "password_encrypted" = NULL, "password_source" = 'client'
WHERE EXISTS (
  SELECT 1 FROM "access_password_tokens" t
  WHERE t."client_access_id" = a."id" AND t."used_at" IS NOT NULL
    AND NOT EXISTS (
      SELECT 1 FROM "access_password_tokens" n WHERE n."client_access_id" = a."id" AND n."created_at" = t."used_at"
    )
);
