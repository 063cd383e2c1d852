CREATE SEQUENCE "public"."job_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "charter_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_reference" bigint DEFAULT nextval('job_reference_seq') NOT NULL,
	"client_id" uuid NOT NULL,
	"client_department_id" uuid,
	"client_staff_id" uuid,
	"created_by_user_id" uuid,
	"status" text DEFAULT 'Pending' NOT NULL,
	"charter_type" text NOT NULL,
	"charter_sub_type" text NOT NULL,
	"catering" text DEFAULT 'Full' NOT NULL,
	"dangerous_goods" boolean DEFAULT false NOT NULL,
	"dangerous_goods_ids" text DEFAULT '' NOT NULL,
	"preferred_aircraft" text DEFAULT '' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"share_manifest" boolean DEFAULT false NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"purchase_order_number" text DEFAULT '' NOT NULL,
	"reason_for_charter" text DEFAULT '' NOT NULL,
	"bidding_time_span_hours" integer DEFAULT 120 NOT NULL,
	"bidding_ends_at" timestamp with time zone,
	"bid_expired_at" timestamp with time zone,
	"depart_time" timestamp with time zone NOT NULL,
	"last_depart_time" timestamp with time zone NOT NULL,
	"from_site" text NOT NULL,
	"to_site" text NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"route_count" integer DEFAULT 1 NOT NULL,
	"passenger_count" integer DEFAULT 0 NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"q_gov" boolean DEFAULT false NOT NULL,
	"change_pending" boolean DEFAULT false NOT NULL,
	"change_charter_request_id" uuid,
	"last_version" uuid,
	"change_status" text,
	"supplier_initiated" boolean DEFAULT false NOT NULL,
	"admin_acknowledged" boolean DEFAULT false NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"price" numeric(12, 2),
	"with_margin" numeric(12, 2),
	"bid_id" uuid,
	"bidder_id" uuid,
	"inclusions" text DEFAULT '' NOT NULL,
	"exclusions" text DEFAULT '' NOT NULL,
	"allow_charter_share" boolean DEFAULT false NOT NULL,
	"hide_price" boolean DEFAULT false NOT NULL,
	"pending_changes" text,
	"change_in_cost" boolean DEFAULT false NOT NULL,
	"change_to_cost" numeric(12, 2),
	"change_to_cost_with_margin" numeric(12, 2),
	"original_cost_with_margin" numeric(12, 2),
	"withdraw_reason" text,
	"operator_notes" text DEFAULT '' NOT NULL,
	"extensible" boolean DEFAULT false NOT NULL,
	"reason" text,
	"active_tab" text DEFAULT 'OneWay' NOT NULL,
	"supplier_states" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charter_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charter_request_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"from_site" text NOT NULL,
	"from_state" text DEFAULT '' NOT NULL,
	"from_alt_state" text DEFAULT '' NOT NULL,
	"from_airport" text DEFAULT '' NOT NULL,
	"from_airport_detail" text DEFAULT '' NOT NULL,
	"from_code_airport" text DEFAULT '' NOT NULL,
	"from_latitude" double precision,
	"from_longitude" double precision,
	"to_site" text NOT NULL,
	"to_state" text DEFAULT '' NOT NULL,
	"to_alt_state" text DEFAULT '' NOT NULL,
	"to_airport" text DEFAULT '' NOT NULL,
	"to_airport_detail" text DEFAULT '' NOT NULL,
	"to_code_airport" text DEFAULT '' NOT NULL,
	"to_latitude" double precision,
	"to_longitude" double precision,
	"distance" double precision,
	"depart_time" timestamp with time zone NOT NULL,
	"flight_time" text DEFAULT '' NOT NULL,
	"passenger_number" integer DEFAULT 2 NOT NULL,
	"passenger_range" boolean DEFAULT false NOT NULL,
	"passenger_range_min" integer DEFAULT 1 NOT NULL,
	"passenger_range_max" integer DEFAULT 2 NOT NULL,
	"passenger_limit" integer DEFAULT 0 NOT NULL,
	"payload" integer DEFAULT 25 NOT NULL,
	"aircraft" text DEFAULT '' NOT NULL,
	"techstop_location" text DEFAULT '' NOT NULL,
	"techstop_state" text DEFAULT '' NOT NULL,
	"techstop_reason" text DEFAULT 'Fuel Stop' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"total_weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manifest_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_id" uuid NOT NULL,
	"passenger_name" text NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"email_address" text DEFAULT '' NOT NULL,
	"passenger_weight" integer DEFAULT 85 NOT NULL,
	"freight_weight" integer DEFAULT 15 NOT NULL,
	"cargo_weight" integer DEFAULT 0 NOT NULL,
	"item_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"share" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allowed_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_state" text NOT NULL,
	"allowed_role" text NOT NULL,
	"action_name" text NOT NULL,
	"allowed_status" text DEFAULT 'Active' NOT NULL,
	"condition" text,
	"action_type" text DEFAULT 'State' NOT NULL,
	"data_type_required" text,
	"data_entry_filter" text DEFAULT 'All' NOT NULL,
	"data_source" text,
	"app_route" text,
	"next_state" text NOT NULL,
	"action_description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"status" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"can_edit_admin" boolean DEFAULT false NOT NULL,
	"can_edit_charter_admin" boolean DEFAULT false NOT NULL,
	"can_edit_client" boolean DEFAULT false NOT NULL,
	"can_edit_client_department" boolean DEFAULT false NOT NULL,
	"can_edit_client_staff" boolean DEFAULT false NOT NULL,
	"can_edit_supplier" boolean DEFAULT false NOT NULL,
	"visible_to_suppliers" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state_change_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"from_state" text NOT NULL,
	"new_state" text NOT NULL,
	"name" text NOT NULL,
	"notification_type" text DEFAULT 'Email' NOT NULL,
	"server_handler" text,
	"subject" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"email_template" text,
	"header_title" text DEFAULT '' NOT NULL,
	"target_audience" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeline_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"time_stamp" timestamp with time zone DEFAULT now() NOT NULL,
	"old_status" text,
	"new_status" text NOT NULL,
	"action_name" text NOT NULL,
	"reason" text DEFAULT 'No Reason' NOT NULL,
	"user_id" uuid,
	"role" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charter_requests" ADD CONSTRAINT "charter_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_requests" ADD CONSTRAINT "charter_requests_client_department_id_client_departments_id_fk" FOREIGN KEY ("client_department_id") REFERENCES "public"."client_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_requests" ADD CONSTRAINT "charter_requests_client_staff_id_client_staff_id_fk" FOREIGN KEY ("client_staff_id") REFERENCES "public"."client_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_requests" ADD CONSTRAINT "charter_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_requests" ADD CONSTRAINT "charter_requests_bidder_id_suppliers_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_routes" ADD CONSTRAINT "charter_routes_charter_request_id_charter_requests_id_fk" FOREIGN KEY ("charter_request_id") REFERENCES "public"."charter_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_entries" ADD CONSTRAINT "manifest_entries_route_id_charter_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."charter_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charter_requests_job_reference_unique" ON "charter_requests" USING btree ("job_reference");--> statement-breakpoint
CREATE INDEX "charter_requests_status_depart_idx" ON "charter_requests" USING btree ("status","depart_time","id");--> statement-breakpoint
CREATE INDEX "charter_requests_client_status_idx" ON "charter_requests" USING btree ("client_id","status","depart_time","id");--> statement-breakpoint
CREATE INDEX "charter_requests_department_status_idx" ON "charter_requests" USING btree ("client_department_id","status","depart_time","id");--> statement-breakpoint
CREATE INDEX "charter_requests_staff_status_idx" ON "charter_requests" USING btree ("client_staff_id","status","depart_time","id");--> statement-breakpoint
CREATE INDEX "charter_requests_bidding_ends_idx" ON "charter_requests" USING btree ("bidding_ends_at") WHERE "charter_requests"."status" = 'Live';--> statement-breakpoint
CREATE INDEX "charter_requests_last_depart_idx" ON "charter_requests" USING btree ("last_depart_time") WHERE "charter_requests"."status" = 'Confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "charter_routes_order_unique" ON "charter_routes" USING btree ("charter_request_id","order");--> statement-breakpoint
CREATE INDEX "manifest_entries_route_idx" ON "manifest_entries" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "allowed_actions_lookup_idx" ON "allowed_actions" USING btree ("entity_type","entity_state","allowed_role");--> statement-breakpoint
CREATE UNIQUE INDEX "entity_states_unique" ON "entity_states" USING btree ("entity_type","status");--> statement-breakpoint
CREATE INDEX "state_change_events_lookup_idx" ON "state_change_events" USING btree ("entity_type","from_state","new_state");--> statement-breakpoint
CREATE INDEX "timeline_items_entity_idx" ON "timeline_items" USING btree ("entity_type","entity_id","time_stamp");