CREATE TABLE "change_charters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charter_request_id" uuid NOT NULL,
	"changed_charter_request_id" uuid,
	"bidder_id" uuid,
	"initiated_by" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"reason" text NOT NULL,
	"decision_reason" text,
	"sectors" jsonb NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"original_cost" numeric(12, 2),
	"original_cost_with_margin" numeric(12, 2),
	"change_to_cost" numeric(12, 2),
	"change_to_cost_with_margin" numeric(12, 2),
	"created_by_user_id" uuid,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_charters" ADD CONSTRAINT "change_charters_charter_request_id_charter_requests_id_fk" FOREIGN KEY ("charter_request_id") REFERENCES "public"."charter_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_charters" ADD CONSTRAINT "change_charters_changed_charter_request_id_charter_requests_id_fk" FOREIGN KEY ("changed_charter_request_id") REFERENCES "public"."charter_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_charters" ADD CONSTRAINT "change_charters_bidder_id_suppliers_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_charters" ADD CONSTRAINT "change_charters_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_charters" ADD CONSTRAINT "change_charters_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_charters_one_pending" ON "change_charters" USING btree ("charter_request_id") WHERE "change_charters"."status" = 'New';--> statement-breakpoint
CREATE INDEX "change_charters_charter_idx" ON "change_charters" USING btree ("charter_request_id","created_at");--> statement-breakpoint
CREATE INDEX "change_charters_status_idx" ON "change_charters" USING btree ("status","created_at");