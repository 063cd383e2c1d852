CREATE TABLE "aircraft" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"aircraft_category_id" uuid,
	"license_number" text NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"passenger_limit" integer NOT NULL,
	"aircraft_notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aircraft_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"min_passenger" integer DEFAULT 1 NOT NULL,
	"max_passenger" integer DEFAULT 1 NOT NULL,
	"speed_range_min" integer NOT NULL,
	"speed_range_max" integer NOT NULL,
	"hourly_rate_range_min" integer NOT NULL,
	"hourly_rate_range_max" integer NOT NULL,
	"maximum_flight_time_per_day" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "aircraft_categories_category_unique" UNIQUE("category")
);
--> statement-breakpoint
CREATE TABLE "aircraft_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"category" text DEFAULT 'Exterior' NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_charter_availability" (
	"supplier_id" uuid NOT NULL,
	"charter_request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"file_category" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"status" text DEFAULT 'Current' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_by" text,
	"checked_by_user" uuid,
	"last_checked" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_secondary_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"depart_time" timestamp with time zone NOT NULL,
	"flight_time" text NOT NULL,
	"payload" integer NOT NULL,
	"passenger_limit" integer NOT NULL,
	"aircraft_ids" uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charter_request_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"status" text DEFAULT 'New' NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"with_margin" numeric(12, 2) NOT NULL,
	"margin_type" text DEFAULT 'Percentage' NOT NULL,
	"margin_value" numeric(12, 2) NOT NULL,
	"inclusions" text DEFAULT '' NOT NULL,
	"exclusions" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"same_aircraft" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"time_of_bid" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "margin_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"margin_ownership" text DEFAULT 'Self' NOT NULL,
	"margin_type" text DEFAULT 'Percentage' NOT NULL,
	"margin_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_aircraft_category_id_aircraft_categories_id_fk" FOREIGN KEY ("aircraft_category_id") REFERENCES "public"."aircraft_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aircraft_images" ADD CONSTRAINT "aircraft_images_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_charter_availability" ADD CONSTRAINT "supplier_charter_availability_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_charter_availability" ADD CONSTRAINT "supplier_charter_availability_charter_request_id_charter_requests_id_fk" FOREIGN KEY ("charter_request_id") REFERENCES "public"."charter_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_checked_by_user_users_id_fk" FOREIGN KEY ("checked_by_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_secondary_emails" ADD CONSTRAINT "supplier_secondary_emails_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_routes" ADD CONSTRAINT "bid_routes_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_routes" ADD CONSTRAINT "bid_routes_route_id_charter_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."charter_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_charter_request_id_charter_requests_id_fk" FOREIGN KEY ("charter_request_id") REFERENCES "public"."charter_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_suppliers_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aircraft_supplier_idx" ON "aircraft" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE INDEX "aircraft_images_aircraft_idx" ON "aircraft_images" USING btree ("aircraft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_charter_availability_pk" ON "supplier_charter_availability" USING btree ("supplier_id","charter_request_id");--> statement-breakpoint
CREATE INDEX "supplier_documents_supplier_idx" ON "supplier_documents" USING btree ("supplier_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_secondary_emails_unique" ON "supplier_secondary_emails" USING btree ("supplier_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "bid_routes_order_unique" ON "bid_routes" USING btree ("bid_id","order");--> statement-breakpoint
CREATE INDEX "bids_charter_idx" ON "bids" USING btree ("charter_request_id","status","with_margin");--> statement-breakpoint
CREATE INDEX "bids_bidder_idx" ON "bids" USING btree ("bidder_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_idempotency_unique" ON "bids" USING btree ("bidder_id","idempotency_key") WHERE "bids"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "margin_details_owner_unique" ON "margin_details" USING btree ("owner_type","owner_id");