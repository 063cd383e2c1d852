-- The answer to a bid comes back from the statement that placed it (issue 14, ADR 0035): a bid was
-- three statements (bid_facts, bid_place, then a read that ranked the new bid and NOTIFYed), and the
-- third cost PostgreSQL ~0.4-0.6 ms and both sides a round trip per bid. bid_place now returns what
-- the database decides of the bid it wrote (its status, stored prices, times and rank); the server
-- knows the rest. The announcements go after the commit as before, gathered across bids.
--
-- A bid's rank (1 = the lowest price with margin, earlier bids first on a tie; null when the status
-- is not ranked, RANKED_BID_STATUSES): one definition for bid_place and the reads that rank each bid
-- on its own (bid-read.repository.ts). It adds the ranked bids in the price bands below the bid's
-- own (bid_rank_buckets, migration 0022) and counts those ahead of it in its band over
-- bids_rank_idx. PL/pgSQL keeps its statement's plan for the session; a SQL function with
-- subqueries would be planned on every call.
CREATE FUNCTION "bid_rank"("p_charter" uuid, "p_status" text, "p_with_margin" numeric, "p_time" timestamptz, "p_id" uuid)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_bucket integer;
BEGIN
  IF p_status NOT IN ('New', 'Accepted', 'Confirmed', 'Unsuccessful') THEN
    RETURN NULL;
  END IF;
  v_bucket := "bid_price_bucket"(p_with_margin);
  RETURN 1 + coalesce((SELECT sum(k."bids") FROM "bid_rank_buckets" k
      WHERE k."charter_request_id" = p_charter AND k."bucket" < v_bucket), 0)
    + (SELECT count(*) FROM "bids" rb
      WHERE rb."charter_request_id" = p_charter AND rb."status" IN ('New', 'Accepted', 'Confirmed', 'Unsuccessful')
        AND rb."with_margin" >= "bid_bucket_floor"(v_bucket)
        AND (rb."with_margin", rb."time_of_bid", rb."id") < (p_with_margin, p_time, p_id));
END $$;
--> statement-breakpoint
-- As in migration 0019, and when the bid is written it returns `bid`: its status, prices as stored,
-- time, creation time and rank, read after its inserts in its own transaction.
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
  v_bid "bids"%ROWTYPE;
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
    RETURNING * INTO v_bid;
    PERFORM set_config('charter.bid_announced_after_commit', 'off', true);
    INSERT INTO "bid_routes" ("bid_id", "route_id", "order", "depart_time", "flight_time", "payload", "passenger_limit", "aircraft_ids")
    SELECT v_bid."id", r."route_id", r."order", r."depart_time", r."flight_time", r."payload", r."passenger_limit", r."aircraft_ids"
    FROM jsonb_to_recordset(p_routes) AS r("route_id" uuid, "order" int, "depart_time" timestamptz, "flight_time" text, "payload" int,
      "passenger_limit" int, "aircraft_ids" uuid[]);
    INSERT INTO "outbox" ("kind", "payload")
    SELECT 'email', p.value FROM jsonb_array_elements(p_emails) WITH ORDINALITY p ORDER BY p.ordinality;
    RETURN jsonb_build_object('found', true, 'changed', false, 'again', NULL, 'open', true, 'id', v_bid."id",
      'bid', jsonb_build_object('status', v_bid."status", 'price', v_bid."price"::float8, 'withMargin', v_bid."with_margin"::float8,
        'timeOfBid', v_bid."time_of_bid", 'createdAt', v_bid."created_at",
        'rank', "bid_rank"(p_charter, v_bid."status", v_bid."with_margin", v_bid."time_of_bid", v_bid."id")));
  END IF;
  RETURN jsonb_build_object('found', true, 'changed', false, 'again', v_again, 'open', v_open, 'id', NULL);
END $$;
