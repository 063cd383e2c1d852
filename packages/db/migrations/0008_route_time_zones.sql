ALTER TABLE "charter_requests" ADD COLUMN "depart_time_zone" text DEFAULT 'Australia/Brisbane' NOT NULL;--> statement-breakpoint
ALTER TABLE "charter_routes" ADD COLUMN "depart_time_zone" text DEFAULT 'Australia/Brisbane' NOT NULL;--> statement-breakpoint
-- Existing sectors take the zone of their departure state (packages/shared/src/time/local-time.ts, STATE_TIME_ZONES).
UPDATE "charter_routes" SET "depart_time_zone" = CASE upper(trim("from_state"))
  WHEN 'QLD' THEN 'Australia/Brisbane' WHEN 'QUEENSLAND' THEN 'Australia/Brisbane'
  WHEN 'NSW' THEN 'Australia/Sydney' WHEN 'NEW SOUTH WALES' THEN 'Australia/Sydney'
  WHEN 'ACT' THEN 'Australia/Sydney' WHEN 'AUSTRALIAN CAPITAL TERRITORY' THEN 'Australia/Sydney'
  WHEN 'VIC' THEN 'Australia/Melbourne' WHEN 'VICTORIA' THEN 'Australia/Melbourne'
  WHEN 'TAS' THEN 'Australia/Hobart' WHEN 'TASMANIA' THEN 'Australia/Hobart'
  WHEN 'SA' THEN 'Australia/Adelaide' WHEN 'SOUTH AUSTRALIA' THEN 'Australia/Adelaide'
  WHEN 'NT' THEN 'Australia/Darwin' WHEN 'NORTHERN TERRITORY' THEN 'Australia/Darwin'
  WHEN 'WA' THEN 'Australia/Perth' WHEN 'WESTERN AUSTRALIA' THEN 'Australia/Perth'
  ELSE 'Australia/Brisbane' END;--> statement-breakpoint
-- A charter's list zone is its first sector's.
UPDATE "charter_requests" cr SET "depart_time_zone" = r."depart_time_zone"
  FROM "charter_routes" r WHERE r."charter_request_id" = cr."id"
  AND r."order" = (SELECT min(r2."order") FROM "charter_routes" r2 WHERE r2."charter_request_id" = cr."id");
