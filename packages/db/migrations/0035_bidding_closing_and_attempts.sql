CREATE TABLE "bidding_closing_notices" (
	"charter_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidding_closing_notices_charter_id_user_id_pk" PRIMARY KEY("charter_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_attempts" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"delivery_seq" bigint NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bidding_closing_notices" ADD CONSTRAINT "bidding_closing_notices_charter_id_charter_requests_id_fk" FOREIGN KEY ("charter_id") REFERENCES "public"."charter_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_closing_notices" ADD CONSTRAINT "bidding_closing_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_seq_webhook_deliveries_seq_fk" FOREIGN KEY ("delivery_seq") REFERENCES "public"."webhook_deliveries"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_delivery_idx" ON "webhook_delivery_attempts" USING btree ("delivery_seq","seq");