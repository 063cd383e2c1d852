CREATE TABLE "webhook_deliveries" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"charter_id" uuid,
	"subject_id" uuid,
	"body" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_reason" text
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","seq");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" in ('Pending', 'Retrying');--> statement-breakpoint
CREATE INDEX "webhook_endpoints_user_idx" ON "webhook_endpoints" USING btree ("user_id");--> statement-breakpoint
-- A new bid is placed by one statement (bid_place_batch) that no application code runs inside, so
-- its "bid.placed" deliveries are written by this trigger, in the same transaction: to the endpoints
-- of the charter's client-side people who see it (the client, the department, the staff member).
CREATE FUNCTION webhook_bid_placed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (event_id, endpoint_id, event_type, charter_id, subject_id)
  SELECT ev.event_id, e.id, 'bid.placed', ev.charter_id, ev.bid_id
  FROM (SELECT n.id AS bid_id, n.charter_request_id AS charter_id, gen_random_uuid() AS event_id FROM new_bids n) ev
  JOIN charter_requests cr ON cr.id = ev.charter_id
  JOIN users u ON u.status = 'Active' AND (
    (u.role = 'Client' AND u.client_id = cr.client_id) OR
    (u.role = 'ClientDepartment' AND u.client_department_id = cr.client_department_id) OR
    (u.role = 'ClientStaff' AND u.client_staff_id = cr.client_staff_id))
  JOIN webhook_endpoints e ON e.user_id = u.id AND 'bid.placed' = ANY (e.events);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_bid_placed AFTER INSERT ON bids REFERENCING NEW TABLE AS new_bids
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_bid_placed();
