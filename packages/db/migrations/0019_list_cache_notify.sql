-- Charter lists are remembered by each server instance until something they show changes (issue 14,
-- ADR 0026). Every statement that writes what a list reads announces it on 'lists_changed' at
-- commit, whichever code wrote it: the charters and their sectors, bids (a count on every row), the
-- workflow's states (what operators see) and operators' aircraft-unavailable marks. Party records
-- (names, an operator's filters, a client's flags) are announced already ('party_changed', 0016).
-- A statement-level trigger sends one notification per statement, and PostgreSQL folds repeats
-- within a transaction into one.
--
-- One writer is the exception: a bid placed through bid_place is announced by the server right
-- after its commit (the read that answers the bid NOTIFYs, ADR 0025), because a NOTIFY inside the
-- bid's transaction would make bids commit one after another again. bid_place marks its insert so.
CREATE FUNCTION "notify_lists_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'bids' AND TG_OP = 'INSERT' AND current_setting('charter.bid_announced_after_commit', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('lists_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "charter_requests_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "charter_requests" FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "charter_routes_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "charter_routes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "bids_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bids" FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "entity_states_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "entity_states" FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "supplier_charter_availability_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "supplier_charter_availability" FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
-- As in migration 0018, with its bid insert marked as announced after commit.
CREATE OR REPLACE FUNCTION "bid_place"(
  "p_charter" uuid, "p_version" text, "p_bidder" uuid, "p_ready" boolean, "p_bid" jsonb, "p_routes" jsonb, "p_emails" jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_ends timestamptz;
  v_version text;
  v_at timestamptz;
  v_key text := p_bid->>'idempotency_key';
  v_again jsonb;
  v_open boolean;
  v_id uuid;
BEGIN
  -- Shared with the other bids on the charter; exclusive of anything that updates the charter row.
  PERFORM 1 FROM "charter_requests" WHERE "id" = p_charter FOR SHARE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('found', false);
  END IF;
  -- Read in a statement of its own once the lock is held, so with a snapshot taken after the wait:
  -- what the holder before us committed (the charter, its sectors) is seen.
  SELECT cr."status", cr."bidding_ends_at", "bid_charter_version"(cr) INTO v_status, v_ends, v_version
  FROM "charter_requests" cr WHERE cr."id" = p_charter;
  IF v_version IS DISTINCT FROM p_version THEN
    RETURN jsonb_build_object('found', true, 'changed', true);
  END IF;
  -- The database clock once the lock is held (not the statement's start): the bid's time.
  v_at := clock_timestamp();
  -- Waiting for the lock may have taken a while: the same submission may have landed meanwhile. Two
  -- submissions with one key at the same moment both pass here; the unique key refuses the second.
  IF v_key IS NOT NULL THEN
    SELECT jsonb_build_object('id', b."id", 'idempotencyHash', b."idempotency_hash") INTO v_again
    FROM "bids" b WHERE b."bidder_id" = p_bidder AND b."idempotency_key" = v_key;
  END IF;
  v_open := v_status = 'Live' AND coalesce(v_ends > v_at, false);
  IF v_again IS NULL AND v_open AND p_ready THEN
    -- This insert is announced by the caller once it has committed (ADR 0025): no NOTIFY here.
    PERFORM set_config('charter.bid_announced_after_commit', 'on', true);
    INSERT INTO "bids" ("charter_request_id", "bidder_id", "created_by_user_id", "currency", "price", "with_margin", "margin_type",
      "margin_value", "inclusions", "exclusions", "notes", "same_aircraft", "idempotency_key", "idempotency_hash", "time_of_bid")
    SELECT p_charter, p_bidder, b."created_by_user_id", b."currency", b."price", b."with_margin", b."margin_type", b."margin_value",
      b."inclusions", b."exclusions", b."notes", b."same_aircraft", b."idempotency_key", b."idempotency_hash", v_at
    FROM jsonb_populate_record(NULL::"bids", p_bid) b
    RETURNING "id" INTO v_id;
    PERFORM set_config('charter.bid_announced_after_commit', 'off', true);
    INSERT INTO "bid_routes" ("bid_id", "route_id", "order", "depart_time", "flight_time", "payload", "passenger_limit", "aircraft_ids")
    SELECT v_id, r."route_id", r."order", r."depart_time", r."flight_time", r."payload", r."passenger_limit", r."aircraft_ids"
    FROM jsonb_to_recordset(p_routes) AS r("route_id" uuid, "order" int, "depart_time" timestamptz, "flight_time" text, "payload" int,
      "passenger_limit" int, "aircraft_ids" uuid[]);
    INSERT INTO "outbox" ("kind", "payload")
    SELECT 'email', p.value FROM jsonb_array_elements(p_emails) WITH ORDINALITY p ORDER BY p.ordinality;
  END IF;
  RETURN jsonb_build_object('found', true, 'changed', false, 'again', v_again, 'open', v_open, 'id', v_id);
END $$;
