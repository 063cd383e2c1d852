-- The bids that arrive together for one charter are placed in one statement and one transaction
-- (issue 14, ADR 0036): one lock, one read of the charter, one commit and one round trip for all of
-- them, where bid_place took each alone. On a machine whose two cores PostgreSQL, the server and
-- the load generator share, each bid's own commit, round trip and charter read were ~30% of its
-- PostgreSQL CPU, and 50 bids in flight at once waited ~65 ms each on average.
--
-- p_bids is an array of {version, bidder, ready, bid, routes, emails}, each what bid_place took for
-- one bid (migrations 0015, 0018 and 0025), and the answer an array of what bid_place answered, in
-- the same order. Each bid is checked and written on its own, as if it came alone after the one
-- before it: its own version check, its own clock, its own retried key. Two bids with one key (the
-- same submission sent twice) no longer rely on the unique index failing the second's statement,
-- which would undo the whole batch: the second finds the first (ON CONFLICT DO NOTHING, then the
-- key read again) and answers it as a retry.
DROP FUNCTION "bid_place"(uuid, text, uuid, boolean, jsonb, jsonb, jsonb);
--> statement-breakpoint
CREATE FUNCTION "bid_place_batch"("p_charter" uuid, "p_bids" jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_ends timestamptz;
  v_version text;
  v_out jsonb := '[]';
  v_item jsonb;
  v_bidder uuid;
  v_key text;
  v_at timestamptz;
  v_again jsonb;
  v_open boolean;
  v_bid "bids"%ROWTYPE;
BEGIN
  -- Shared with the other bids on the charter; exclusive of anything that updates the charter row.
  PERFORM 1 FROM "charter_requests" WHERE "id" = p_charter FOR SHARE;
  IF NOT FOUND THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('found', false)), '[]') INTO v_out FROM jsonb_array_elements(p_bids);
    RETURN v_out;
  END IF;
  -- Read in a statement of its own once the lock is held, so with a snapshot taken after the wait:
  -- what the holder before us committed (the charter, its sectors) is seen. Nothing else changes
  -- the charter while the lock is held, so one read serves every bid of the batch.
  SELECT cr."status", cr."bidding_ends_at", "bid_charter_version"(cr) INTO v_status, v_ends, v_version
  FROM "charter_requests" cr WHERE cr."id" = p_charter;
  FOR v_item IN SELECT e.value FROM jsonb_array_elements(p_bids) WITH ORDINALITY e ORDER BY e.ordinality LOOP
    IF v_version IS DISTINCT FROM v_item->>'version' THEN
      v_out := v_out || jsonb_build_array(jsonb_build_object('found', true, 'changed', true));
      CONTINUE;
    END IF;
    v_bidder := (v_item->>'bidder')::uuid;
    v_key := v_item->'bid'->>'idempotency_key';
    v_again := NULL;
    -- The database clock once the lock is held (not the statement's start): the bid's time.
    v_at := clock_timestamp();
    -- Waiting for the lock may have taken a while: the same submission may have landed meanwhile.
    IF v_key IS NOT NULL THEN
      SELECT jsonb_build_object('id', b."id", 'idempotencyHash', b."idempotency_hash") INTO v_again
      FROM "bids" b WHERE b."bidder_id" = v_bidder AND b."idempotency_key" = v_key;
    END IF;
    v_open := v_status = 'Live' AND coalesce(v_ends > v_at, false);
    IF v_again IS NULL AND v_open AND (v_item->>'ready')::boolean THEN
      -- This insert is announced by the caller once it has committed (ADR 0025): no NOTIFY here.
      PERFORM set_config('charter.bid_announced_after_commit', 'on', true);
      INSERT INTO "bids" ("charter_request_id", "bidder_id", "created_by_user_id", "currency", "price", "with_margin", "margin_type",
        "margin_value", "inclusions", "exclusions", "notes", "same_aircraft", "idempotency_key", "idempotency_hash", "time_of_bid")
      SELECT p_charter, v_bidder, b."created_by_user_id", b."currency", b."price", b."with_margin", b."margin_type", b."margin_value",
        b."inclusions", b."exclusions", b."notes", b."same_aircraft", b."idempotency_key", b."idempotency_hash", v_at
      FROM jsonb_populate_record(NULL::"bids", v_item->'bid') b
      ON CONFLICT ("bidder_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL DO NOTHING
      RETURNING * INTO v_bid;
      PERFORM set_config('charter.bid_announced_after_commit', 'off', true);
      IF v_bid."id" IS NULL THEN
        -- Another transaction committed a bid with this key after the read above: a retry of it.
        SELECT jsonb_build_object('id', b."id", 'idempotencyHash', b."idempotency_hash") INTO v_again
        FROM "bids" b WHERE b."bidder_id" = v_bidder AND b."idempotency_key" = v_key;
        v_out := v_out || jsonb_build_array(jsonb_build_object('found', true, 'changed', false, 'again', v_again, 'open', v_open,
          'id', NULL));
        CONTINUE;
      END IF;
      INSERT INTO "bid_routes" ("bid_id", "route_id", "order", "depart_time", "flight_time", "payload", "passenger_limit", "aircraft_ids")
      SELECT v_bid."id", r."route_id", r."order", r."depart_time", r."flight_time", r."payload", r."passenger_limit", r."aircraft_ids"
      FROM jsonb_to_recordset(v_item->'routes') AS r("route_id" uuid, "order" int, "depart_time" timestamptz, "flight_time" text,
        "payload" int, "passenger_limit" int, "aircraft_ids" uuid[]);
      INSERT INTO "outbox" ("kind", "payload")
      SELECT 'email', p.value FROM jsonb_array_elements(v_item->'emails') WITH ORDINALITY p ORDER BY p.ordinality;
      v_out := v_out || jsonb_build_array(jsonb_build_object('found', true, 'changed', false, 'again', NULL, 'open', true,
        'id', v_bid."id", 'bid', jsonb_build_object('status', v_bid."status", 'price', v_bid."price"::float8,
          'withMargin', v_bid."with_margin"::float8, 'timeOfBid', v_bid."time_of_bid", 'createdAt', v_bid."created_at",
          'rank', "bid_rank"(p_charter, v_bid."status", v_bid."with_margin", v_bid."time_of_bid", v_bid."id"))));
    ELSE
      v_out := v_out || jsonb_build_array(jsonb_build_object('found', true, 'changed', false, 'again', v_again, 'open', v_open,
        'id', NULL));
    END IF;
  END LOOP;
  RETURN v_out;
END $$;
