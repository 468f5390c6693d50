CREATE TABLE "tracking_step_days" (
	"agency_id" uuid NOT NULL,
	"steps" text NOT NULL,
	"day" date NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "tracking_step_days_agency_id_steps_day_pk" PRIMARY KEY("agency_id","steps","day")
);
--> statement-breakpoint
ALTER TABLE "tracking_step_days" ADD CONSTRAINT "tracking_step_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;