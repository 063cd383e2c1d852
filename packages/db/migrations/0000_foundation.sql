CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"manages_workflow" boolean DEFAULT false NOT NULL,
	"manages_messages" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charter_admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_master_id" uuid NOT NULL,
	"department_name" text NOT NULL,
	"department_description" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"department_phone" text DEFAULT '' NOT NULL,
	"notes_for_supplier" text DEFAULT '' NOT NULL,
	"can_view_supplier_info" boolean DEFAULT false NOT NULL,
	"hide_price" boolean DEFAULT false NOT NULL,
	"itinerary_show_price" boolean DEFAULT false NOT NULL,
	"itinerary_show_supplier" boolean DEFAULT false NOT NULL,
	"itinerary_hide_phone" boolean DEFAULT false NOT NULL,
	"itinerary_minutes_offset" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_master_id" uuid NOT NULL,
	"client_department_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"can_view_supplier_info" boolean DEFAULT false NOT NULL,
	"manages_workflow" boolean DEFAULT false NOT NULL,
	"manages_messages" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text DEFAULT '' NOT NULL,
	"company_phone" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"notes_for_supplier" text DEFAULT '' NOT NULL,
	"client_type" text DEFAULT 'Generic' NOT NULL,
	"client_types" text DEFAULT 'Generic' NOT NULL,
	"charter_types" text DEFAULT '' NOT NULL,
	"email_domain" text DEFAULT '' NOT NULL,
	"can_view_supplier_info" boolean DEFAULT false NOT NULL,
	"hide_price" boolean DEFAULT false NOT NULL,
	"direct_debit" boolean DEFAULT false NOT NULL,
	"billing_due_date" integer,
	"confirmed_date" date,
	"preferred" boolean DEFAULT false NOT NULL,
	"margin_type" text,
	"itinerary_show_price" boolean DEFAULT false NOT NULL,
	"itinerary_show_supplier" boolean DEFAULT false NOT NULL,
	"itinerary_hide_phone" boolean DEFAULT false NOT NULL,
	"itinerary_minutes_offset" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text DEFAULT '' NOT NULL,
	"company_phone" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"aoc_number" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	"client_types" text DEFAULT 'Generic' NOT NULL,
	"compliance_types" text DEFAULT '' NOT NULL,
	"do_not_send_bid_confirmation" boolean DEFAULT false NOT NULL,
	"notify_of_manifest_changes" boolean DEFAULT false NOT NULL,
	"charter_types" text DEFAULT '' NOT NULL,
	"location_filter_enabled" boolean DEFAULT false NOT NULL,
	"filter_location" text DEFAULT '' NOT NULL,
	"passenger_range_filter_enabled" boolean DEFAULT false NOT NULL,
	"min_passengers" integer DEFAULT 0 NOT NULL,
	"max_passengers" integer DEFAULT 0 NOT NULL,
	"can_view_supplier_info" boolean DEFAULT false NOT NULL,
	"direct_debit" boolean DEFAULT false NOT NULL,
	"confirmed_date" date,
	"billing_due_date" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"remote_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"terms_id" uuid NOT NULL,
	"remote_ip" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_and_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"terms" text NOT NULL,
	"terms_type" text DEFAULT 'General' NOT NULL,
	"active" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"admin_id" uuid,
	"charter_admin_id" uuid,
	"client_id" uuid,
	"client_department_id" uuid,
	"client_staff_id" uuid,
	"supplier_id" uuid,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airport_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"state" text NOT NULL,
	"alt_state" text,
	"iata_code" text,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_error_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "location_states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "message_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"to_email" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"from_state" text,
	"new_state" text,
	"target_audience" text,
	"status" text NOT NULL,
	"user_id" uuid,
	"client_id" uuid,
	"client_department_id" uuid,
	"client_staff_id" uuid,
	"supplier_id" uuid
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"reference_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_departments" ADD CONSTRAINT "client_departments_client_master_id_clients_id_fk" FOREIGN KEY ("client_master_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_staff" ADD CONSTRAINT "client_staff_client_master_id_clients_id_fk" FOREIGN KEY ("client_master_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_staff" ADD CONSTRAINT "client_staff_client_department_id_client_departments_id_fk" FOREIGN KEY ("client_department_id") REFERENCES "public"."client_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_terms_id_terms_and_conditions_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."terms_and_conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_charter_admin_id_charter_admins_id_fk" FOREIGN KEY ("charter_admin_id") REFERENCES "public"."charter_admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_department_id_client_departments_id_fk" FOREIGN KEY ("client_department_id") REFERENCES "public"."client_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_staff_id_client_staff_id_fk" FOREIGN KEY ("client_staff_id") REFERENCES "public"."client_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_departments_client_idx" ON "client_departments" USING btree ("client_master_id");--> statement-breakpoint
CREATE INDEX "client_staff_client_idx" ON "client_staff" USING btree ("client_master_id");--> statement-breakpoint
CREATE INDEX "client_staff_department_idx" ON "client_staff" USING btree ("client_department_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_acceptances_user_terms_unique" ON "terms_acceptances" USING btree ("user_id","terms_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "airport_lookups_site_idx" ON "airport_lookups" USING btree (lower("site") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "airport_lookups_iata_idx" ON "airport_lookups" USING btree ("iata_code");--> statement-breakpoint
CREATE UNIQUE INDEX "airport_lookups_unique" ON "airport_lookups" USING btree ("site","state","kind");--> statement-breakpoint
CREATE INDEX "message_logs_created_idx" ON "message_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "settings_name_idx" ON "settings" USING btree ("name");