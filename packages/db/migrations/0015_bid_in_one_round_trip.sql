-- A bid in one round trip under the charter's lock (issue 14, ADR 0023). The server reads what a bid
-- needs without the lock (the operator, its aircraft, the margin, who is e-mailed, the charter's
-- visibility and sectors) with the charter's version below, does every check it can, then calls
-- bid_place once: it locks the charter, and only if the charter is as read (same version), bidding
-- is open by the database clock, no bid with the key landed meanwhile and the server's checks passed
-- (p_ready), writes the bid, its sectors, the count, the e-mails and the change events. The lock is
-- then held for one statement and its commit, with no network wait and no Node turn in between.

-- What a bid read about its charter without the lock: the whole row but what bids themselves change
-- (their count and the row's updated_at), and its sectors. A change to either between the read and
-- the lock (another owner, an edit, a sector, a state) makes the server read again.
CREATE FUNCTION "bid_charter_version"("cr" "charter_requests") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT md5((to_jsonb(cr) - 'bid_count' - 'updated_at')::text || coalesce((
    SELECT string_agg(r::text, ',' ORDER BY r."order", r."id") FROM "charter_routes" r WHERE r."charter_request_id" = cr."id"), ''))
$$;--> statement-breakpoint
-- Answers {found, changed, again, open, id}: found false, the charter is gone; changed, it is not as
-- the server read it (nothing written; the server reads again); again, the bid this operator already
-- made with the key ({id, idempotencyHash}); open, Live with bidding open at the moment the lock was
-- held; id, the bid written (only when the charter is unchanged, open, the key unused and p_ready).
-- The server answers the refusals in its own order from these facts and its own.
CREATE FUNCTION "bid_place"(
  "p_charter" uuid, "p_version" text, "p_bidder" uuid, "p_ready" boolean, "p_bid" jsonb, "p_routes" jsonb, "p_emails" jsonb,
  "p_outbox_channel" text, "p_entity_channel" text
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
  PERFORM 1 FROM "charter_requests" WHERE "id" = p_charter FOR UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('found', false);
  END IF;
  -- Read in a statement of its own once the lock is held, so with a snapshot taken after the wait:
  -- what the holder before us committed (the charter, its sectors, its bids) is seen.
  SELECT cr."status", cr."bidding_ends_at", "bid_charter_version"(cr) INTO v_status, v_ends, v_version
  FROM "charter_requests" cr WHERE cr."id" = p_charter;
  IF v_version IS DISTINCT FROM p_version THEN
    RETURN jsonb_build_object('found', true, 'changed', true);
  END IF;
  -- The database clock once the lock is held (not the statement's start): the bid's time.
  v_at := clock_timestamp();
  -- Waiting for the lock may have taken a while: the same submission may have landed meanwhile.
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
    UPDATE "charter_requests" SET "bid_count" = greatest("bid_count" + 1, 0), "updated_at" = now() WHERE "id" = p_charter;
    INSERT INTO "outbox" ("kind", "payload")
    SELECT 'email', p.value FROM jsonb_array_elements(p_emails) WITH ORDINALITY p ORDER BY p.ordinality;
    IF FOUND THEN
      PERFORM pg_notify(p_outbox_channel, '');
    END IF;
    PERFORM pg_notify(p_entity_channel, json_build_object('entity', 'CharterRequest', 'ids', json_build_array(p_charter))::text);
    PERFORM pg_notify(p_entity_channel, json_build_object('entity', 'Bid', 'ids', json_build_array(v_id))::text);
  END IF;
  RETURN jsonb_build_object('found', true, 'changed', false, 'again', v_again, 'open', v_open, 'id', v_id);
END $$;
