-- Global search over charter lists: ILIKE '%text%' on search_text through a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "charter_requests_search_trgm_idx" ON "charter_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Lists sorted by creation date page through this per status (keyset on created_at, id).
CREATE INDEX IF NOT EXISTS "charter_requests_status_created_idx" ON "charter_requests" USING btree ("status","created_at","id");--> statement-breakpoint
-- A supplier's lists past bidding show the charters it won.
CREATE INDEX IF NOT EXISTS "charter_requests_bidder_status_idx" ON "charter_requests" USING btree ("bidder_id","status","depart_time","id") WHERE "bidder_id" IS NOT NULL;
