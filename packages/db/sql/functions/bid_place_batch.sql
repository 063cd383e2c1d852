-- As the database has it after every migration; last created or replaced by migrations/0031_feasibility.sql.
CREATE OR REPLACE FUNCTION public.bid_place_batch(p_charter uuid, p_bids jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_status text;
  v_ends timestamptz;
  v_version text;
  v_out jsonb[] := '{}';
  v_item jsonb;
  v_bidder uuid;
  v_key text;
  v_at timestamptz;
  v_again jsonb;
  v_open boolean;
  v_bid "bids"%ROWTYPE;
  -- The bids written: their place in the answer, and what ranks them.
  v_at_index integer[] := '{}';
  v_ids uuid[] := '{}';
  v_statuses text[] := '{}';
  v_with_margins numeric[] := '{}';
  v_times timestamptz[] := '{}';
BEGIN
  -- Shared with the other bids on the charter; exclusive of anything that updates the charter row.
  PERFORM 1 FROM "charter_requests" WHERE "id" = p_charter FOR SHARE;
  IF NOT FOUND THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('found', false)), '[]') INTO v_item FROM jsonb_array_elements(p_bids);
    RETURN v_item;
  END IF;
  -- Read in a statement of its own once the lock is held, so with a snapshot taken after the wait:
  -- what the holder before us committed (the charter, its sectors) is seen. Nothing else changes
  -- the charter while the lock is held, so one read serves every bid of the batch.
  SELECT cr."status", cr."bidding_ends_at", "bid_charter_version"(cr) INTO v_status, v_ends, v_version
  FROM "charter_requests" cr WHERE cr."id" = p_charter;
  FOR v_item IN SELECT e.value FROM jsonb_array_elements(p_bids) WITH ORDINALITY e ORDER BY e.ordinality LOOP
    IF v_version IS DISTINCT FROM v_item->>'version' THEN
      v_out := v_out || jsonb_build_object('found', true, 'changed', true);
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
        v_out := v_out || jsonb_build_object('found', true, 'changed', false, 'again', v_again, 'open', v_open, 'id', NULL);
        CONTINUE;
      END IF;
      INSERT INTO "bid_routes" ("bid_id", "route_id", "order", "depart_time", "flight_time", "payload", "passenger_limit", "aircraft_ids", "tech_stop")
      SELECT v_bid."id", r."route_id", r."order", r."depart_time", r."flight_time", r."payload", r."passenger_limit", r."aircraft_ids",
        coalesce(r."tech_stop", false)
      FROM jsonb_to_recordset(v_item->'routes') AS r("route_id" uuid, "order" int, "depart_time" timestamptz, "flight_time" text,
        "payload" int, "passenger_limit" int, "aircraft_ids" uuid[], "tech_stop" boolean);
      INSERT INTO "outbox" ("kind", "payload")
      SELECT 'email', p.value FROM jsonb_array_elements(v_item->'emails') WITH ORDINALITY p ORDER BY p.ordinality;
      v_out := v_out || jsonb_build_object('found', true, 'changed', false, 'again', NULL, 'open', true,
        'id', v_bid."id", 'bid', jsonb_build_object('status', v_bid."status", 'price', v_bid."price"::float8,
          'withMargin', v_bid."with_margin"::float8, 'timeOfBid', v_bid."time_of_bid", 'createdAt', v_bid."created_at", 'rank', NULL));
      v_at_index := v_at_index || cardinality(v_out);
      v_ids := v_ids || v_bid."id";
      v_statuses := v_statuses || v_bid."status";
      v_with_margins := v_with_margins || v_bid."with_margin";
      v_times := v_times || v_bid."time_of_bid";
    ELSE
      v_out := v_out || jsonb_build_object('found', true, 'changed', false, 'again', v_again, 'open', v_open, 'id', NULL);
    END IF;
  END LOOP;
  -- Every bid written, each ranked among all of them and the charter's others.
  IF cardinality(v_ids) > 0 THEN
    FOR v_item IN
      SELECT jsonb_build_object('at', w.at, 'rank', r."rank")
      FROM unnest(v_at_index, v_ids) AS w(at, id) JOIN "bid_ranks"(p_charter, v_ids, v_statuses, v_with_margins, v_times) r ON r."id" = w.id
    LOOP
      v_out[(v_item->>'at')::int] := jsonb_set(v_out[(v_item->>'at')::int], '{bid,rank}', v_item->'rank');
    END LOOP;
  END IF;
  RETURN to_jsonb(v_out);
END $function$;
