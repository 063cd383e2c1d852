CREATE TABLE "charter_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charter_request_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"seats_available" integer DEFAULT 0 NOT NULL,
	"total_weight_available" integer DEFAULT 0 NOT NULL,
	"cost_per_seat" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"purchased_seats" integer DEFAULT 0 NOT NULL,
	"purchased_weight" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"depart_time" timestamp with time zone NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charter_shares_seats_not_negative" CHECK ("charter_shares"."seats_available" >= 0 and "charter_shares"."purchased_seats" >= 0),
	CONSTRAINT "charter_shares_weight_not_negative" CHECK ("charter_shares"."total_weight_available" >= 0 and "charter_shares"."purchased_weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "share_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"charter_request_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"manifest_entry_id" uuid,
	"buyer_user_id" uuid,
	"buyer_client_id" uuid,
	"buyer_client_department_id" uuid,
	"buyer_client_staff_id" uuid,
	"passenger_name" text NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"email_address" text DEFAULT '' NOT NULL,
	"passenger_weight" integer DEFAULT 85 NOT NULL,
	"freight_weight" integer DEFAULT 15 NOT NULL,
	"cargo_weight" integer DEFAULT 0 NOT NULL,
	"cost_per_seat" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charter_shares" ADD CONSTRAINT "charter_shares_charter_request_id_charter_requests_id_fk" FOREIGN KEY ("charter_request_id") REFERENCES "public"."charter_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_shares" ADD CONSTRAINT "charter_shares_route_id_charter_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."charter_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_shares" ADD CONSTRAINT "charter_shares_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_purchases" ADD CONSTRAINT "share_purchases_share_id_charter_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."charter_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_purchases" ADD CONSTRAINT "share_purchases_charter_request_id_charter_requests_id_fk" FOREIGN KEY ("charter_request_id") REFERENCES "public"."charter_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_purchases" ADD CONSTRAINT "share_purchases_route_id_charter_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."charter_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_purchases" ADD CONSTRAINT "share_purchases_manifest_entry_id_manifest_entries_id_fk" FOREIGN KEY ("manifest_entry_id") REFERENCES "public"."manifest_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_purchases" ADD CONSTRAINT "share_purchases_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_purchases" ADD CONSTRAINT "share_purchases_buyer_client_id_clients_id_fk" FOREIGN KEY ("buyer_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_purchases" ADD CONSTRAINT "share_purchases_buyer_client_department_id_client_departments_id_fk" FOREIGN KEY ("buyer_client_department_id") REFERENCES "public"."client_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_purchases" ADD CONSTRAINT "share_purchases_buyer_client_staff_id_client_staff_id_fk" FOREIGN KEY ("buyer_client_staff_id") REFERENCES "public"."client_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_purchases" ADD CONSTRAINT "share_purchases_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charter_shares_route_unique" ON "charter_shares" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "charter_shares_charter_idx" ON "charter_shares" USING btree ("charter_request_id");--> statement-breakpoint
CREATE INDEX "charter_shares_status_depart_idx" ON "charter_shares" USING btree ("status","depart_time","id");--> statement-breakpoint
CREATE INDEX "share_purchases_share_idx" ON "share_purchases" USING btree ("share_id","status");--> statement-breakpoint
CREATE INDEX "share_purchases_charter_idx" ON "share_purchases" USING btree ("charter_request_id");--> statement-breakpoint
CREATE INDEX "share_purchases_buyer_client_idx" ON "share_purchases" USING btree ("buyer_client_id","status","created_at");--> statement-breakpoint
CREATE INDEX "share_purchases_status_idx" ON "share_purchases" USING btree ("status","created_at","id");