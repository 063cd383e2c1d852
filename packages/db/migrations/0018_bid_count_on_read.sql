-- Bids on one charter commit side by side (issue 14, ADR 0025). A bid used to take the charter's
-- row lock FOR UPDATE and bump bid_count on that row, and to NOTIFY inside its transaction; both
-- held a lock through the commit's WAL flush (the row's, and PostgreSQL's one lock for every
-- notifying transaction), so bids committed one after another. Now a bid locks the charter FOR
-- SHARE (a state change, an edit or a move still waits for the bids under way, and they for it), a
-- charter's bid count is counted when read (bids_rank_idx), and the server NOTIFYs after the commit.

-- What a bid read about its charter without the lock: the whole row but its updated_at, and its sectors.
CREATE OR REPLACE FUNCTION "bid_charter_version"("cr" "charter_requests") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT md5((to_jsonb(cr) - 'updated_at')::text || coalesce((
    SELECT string_agg(r::text, ',' ORDER BY r."order", r."id") FROM "charter_routes" r WHERE r."charter_request_id" = cr."id"), ''))
$$;--> statement-breakpoint
DROP FUNCTION "bid_place"(uuid, text, uuid, boolean, jsonb, jsonb, jsonb, text, text);--> statement-breakpoint
-- Answers {found, changed, again, open, id} as before (migration 0015). It writes the bid, its
-- sectors and its e-mails (outbox), nothing on the charter row; the caller announces the bid
-- (NOTIFY) once this statement has committed.
CREATE FUNCTION "bid_place"(
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
    INSERT INTO "bids" ("charter_request_id", "bidder_id", "created_by_user_id", "currency", "price", "with_margin", "margin_type",
      "margin_value", "inclusions", "exclusions", "notes", "same_aircraft", "idempotency_key", "idempotency_hash", "time_of_bid")
    SELECT p_charter, p_bidder, b."created_by_user_id", b."currency", b."price", b."with_margin", b."margin_type", b."margin_value",
      b."inclusions", b."exclusions", b."notes", b."same_aircraft", b."idempotency_key", b."idempotency_hash", v_at
    FROM jsonb_populate_record(NULL::"bids", p_bid) b
    RETURNING "id" INTO v_id;
    INSERT INTO "bid_routes" ("bid_id", "route_id", "order", "depart_time", "flight_time", "payload", "passenger_limit", "aircraft_ids")
    SELECT v_id, r."route_id", r."order", r."depart_time", r."flight_time", r."payload", r."passenger_limit", r."aircraft_ids"
    FROM jsonb_to_recordset(p_routes) AS r("route_id" uuid, "order" int, "depart_time" timestamptz, "flight_time" text, "payload" int,
      "passenger_limit" int, "aircraft_ids" uuid[]);
    INSERT INTO "outbox" ("kind", "payload")
    SELECT 'email', p.value FROM jsonb_array_elements(p_emails) WITH ORDINALITY p ORDER BY p.ordinality;
  END IF;
  RETURN jsonb_build_object('found', true, 'changed', false, 'again', v_again, 'open', v_open, 'id', v_id);
END $$;--> statement-breakpoint
ALTER TABLE "charter_requests" DROP COLUMN "bid_count";
