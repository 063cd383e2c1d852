CREATE TABLE "price_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"from_place" text NOT NULL,
	"from_state" text NOT NULL,
	"to_place" text NOT NULL,
	"to_state" text NOT NULL,
	"trip_type" text NOT NULL,
	"return_type" text,
	"depart_date" date,
	"passengers" integer NOT NULL,
	"preferred_aircraft" text NOT NULL,
	"charter_type" text,
	"distance_km" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "price_leads_created_idx" ON "price_leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);