ALTER TABLE "agencies" ADD COLUMN "billing_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "notices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_renewal_uq" ON "payments" USING btree ("agency_id","due_date") WHERE "payments"."kind" = 'renewal';