-- Traffic on the map: the agency's site key, allowed domains and weekly mail, the daily salts of
-- visitor hashes, the raw events and who was counted on each day (kept 90 days), the daily totals,
-- and whether a funnel shows its results to the client.
CREATE TABLE "tracking_daily" (
	"agency_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"value_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agency_id" uuid NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"value_cents" bigint
);
--> statement-breakpoint
CREATE TABLE "tracking_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_seen" (
	"agency_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"visitor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_sites" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"allowed_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weekly_mail" boolean DEFAULT false NOT NULL,
	"weekly_mail_clients" boolean DEFAULT false NOT NULL,
	"weekly_mail_week" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "show_results" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_daily" ADD CONSTRAINT "tracking_daily_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_seen" ADD CONSTRAINT "tracking_seen_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_sites" ADD CONSTRAINT "tracking_sites_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_daily_uq" ON "tracking_daily" USING btree ("agency_id","day","kind","key");--> statement-breakpoint
CREATE INDEX "tracking_events_agency_day_idx" ON "tracking_events" USING btree ("agency_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_seen_uq" ON "tracking_seen" USING btree ("agency_id","kind","key","day","visitor");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_sites_key_uq" ON "tracking_sites" USING btree ("site_key");