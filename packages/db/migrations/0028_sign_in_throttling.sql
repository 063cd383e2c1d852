-- Sign-in throttling that other people's failures cannot turn into a lock-out (ADR 0038): a growing
-- delay per account and address (login_attempts.blocked_until), the addresses an account proved it
-- signs in from (sign_in_trust), and single-use unlock links e-mailed to the owner (sign_in_unlocks).
CREATE TABLE "sign_in_trust" (
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"trusted_until" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_trust_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
CREATE TABLE "sign_in_unlocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_trust" ADD CONSTRAINT "sign_in_trust_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_unlocks" ADD CONSTRAINT "sign_in_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_unlocks_hash_unique" ON "sign_in_unlocks" USING btree ("token_hash");