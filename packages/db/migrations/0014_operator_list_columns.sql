ALTER TABLE "charter_requests" ADD COLUMN "route_states" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "bids_rank_idx" ON "bids" USING btree ("charter_request_id","with_margin","time_of_bid","id","status");--> statement-breakpoint
-- route_states is kept from the charter's sectors by the database itself (ADR 0021): every writer
-- of charter_routes (calls, clones, change versions, seeds, fixtures, bulk loads) keeps it right.
-- One statement per statement on charter_routes, set-wise over the charters it touched, so a bulk
-- load of 100,000 charters' sectors costs one grouped join, not a subquery per charter.
CREATE FUNCTION "charter_route_states_refresh"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "charter_requests" cr SET "route_states" = s."states"
  FROM (
    SELECT a."id", coalesce(array_agg(DISTINCT st ORDER BY st) FILTER (WHERE st IS NOT NULL AND st <> ''), '{}') AS "states"
    FROM unnest("ids") a("id")
    LEFT JOIN "charter_routes" r ON r."charter_request_id" = a."id"
    LEFT JOIN LATERAL unnest(ARRAY[r."from_state", r."to_state"]) st ON true
    GROUP BY a."id"
  ) s
  WHERE cr."id" = s."id" AND cr."route_states" IS DISTINCT FROM s."states";
$$;--> statement-breakpoint
CREATE FUNCTION "charter_route_states_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "charter_route_states_refresh"(ARRAY(SELECT DISTINCT "charter_request_id" FROM "changed_routes"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "charter_route_states_sync_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "charter_route_states_refresh"(ARRAY(
    SELECT n."charter_request_id" FROM "new_routes" n JOIN "old_routes" o ON o."id" = n."id"
    WHERE n."charter_request_id" IS DISTINCT FROM o."charter_request_id" OR n."from_state" IS DISTINCT FROM o."from_state"
      OR n."to_state" IS DISTINCT FROM o."to_state"
    UNION
    SELECT o."charter_request_id" FROM "new_routes" n JOIN "old_routes" o ON o."id" = n."id"
    WHERE n."charter_request_id" IS DISTINCT FROM o."charter_request_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "charter_routes_states_insert" AFTER INSERT ON "charter_routes"
  REFERENCING NEW TABLE AS "changed_routes" FOR EACH STATEMENT EXECUTE FUNCTION "charter_route_states_sync"();--> statement-breakpoint
CREATE TRIGGER "charter_routes_states_delete" AFTER DELETE ON "charter_routes"
  REFERENCING OLD TABLE AS "changed_routes" FOR EACH STATEMENT EXECUTE FUNCTION "charter_route_states_sync"();--> statement-breakpoint
CREATE TRIGGER "charter_routes_states_update" AFTER UPDATE ON "charter_routes"
  REFERENCING NEW TABLE AS "new_routes" OLD TABLE AS "old_routes" FOR EACH STATEMENT EXECUTE FUNCTION "charter_route_states_sync_update"();--> statement-breakpoint
SELECT "charter_route_states_refresh"(ARRAY(SELECT DISTINCT "charter_request_id" FROM "charter_routes"));
