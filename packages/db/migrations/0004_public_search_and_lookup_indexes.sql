-- A supplier's list search: what a supplier may match (job number with and without "jb", the trip's
-- ends, charter type and sub type; never client names or PO numbers), generated from the row so every
-- writer keeps it right and existing rows are filled as the column is added; ILIKE '%text%' on it is
-- served by its trigram index (last statement) instead of computing the text for every charter.
ALTER TABLE "charter_requests" ADD COLUMN "public_search_text" text GENERATED ALWAYS AS (lower(job_reference::text || ' jb' || job_reference::text || ' ' || from_site || ' ' || to_site || ' ' || charter_type || ' ' || charter_sub_type)) STORED NOT NULL;--> statement-breakpoint
-- The place type-ahead: names containing the text (trigrams) or a code equal to it. fastupdate off:
-- the airports are seeded right after this, and a pending list of every row would be read per keystroke.
CREATE INDEX "airport_lookups_site_trgm_idx" ON "airport_lookups" USING gin (lower("site") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "airport_lookups_iata_lower_idx" ON "airport_lookups" USING btree (lower("iata_code"));--> statement-breakpoint
-- Message logs page one party's messages newest first (order by created_at desc, id desc).
CREATE INDEX "message_logs_supplier_created_idx" ON "message_logs" USING btree ("supplier_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_logs_client_created_idx" ON "message_logs" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_logs_department_created_idx" ON "message_logs" USING btree ("client_department_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_logs_staff_created_idx" ON "message_logs" USING btree ("client_staff_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_logs_user_created_idx" ON "message_logs" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "charter_requests_public_search_trgm_idx" ON "charter_requests" USING gin ("public_search_text" gin_trgm_ops);