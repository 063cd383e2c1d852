ALTER TABLE "aircraft_categories" ADD COLUMN "fuel_burn_kg_per_hour" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "aircraft_categories" ADD COLUMN "fuel_type" text DEFAULT 'jet' NOT NULL;--> statement-breakpoint
ALTER TABLE "aircraft_categories" ADD CONSTRAINT "aircraft_categories_fuel_type_check" CHECK ("fuel_type" in ('jet', 'avgas'));--> statement-breakpoint
UPDATE "aircraft_categories" SET "fuel_burn_kg_per_hour" = v.burn, "fuel_type" = v.fuel
FROM (VALUES
  ('Single Engine Piston', 45, 'avgas'),
  ('Twin Engine Piston', 110, 'avgas'),
  ('Turboprop', 250, 'jet'),
  ('Regional Turboprop', 700, 'jet'),
  ('Light Jet', 550, 'jet'),
  ('Helicopter', 180, 'jet')
) AS v(category, burn, fuel)
WHERE "aircraft_categories"."category" = v.category;
