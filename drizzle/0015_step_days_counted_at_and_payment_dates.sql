ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_step_days" ADD COLUMN "counted_at" timestamp with time zone DEFAULT now() NOT NULL;