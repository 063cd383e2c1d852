-- A standby operator (ADR 0048): a bid on standby still competes in its charter's round, so the rank
-- functions count Standby with the other ranked statuses; an offer to it carries a deadline.
ALTER TABLE "bids" ADD COLUMN "offered_until" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bid_ranks(p_charter uuid, p_ids uuid[], p_statuses text[], p_with_margins numeric[], p_times timestamp with time zone[])
 RETURNS TABLE(id uuid, rank integer)
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  -- PL/pgSQL keeps the statement's plan for the session (a SQL function would plan it each call).
  RETURN QUERY
  WITH asked AS (
    SELECT a.id, a.status, a.with_margin, a.time_of_bid, "bid_price_bucket"(a.with_margin) AS bucket
    FROM unnest(p_ids, p_statuses, p_with_margins, p_times) AS a(id, status, with_margin, time_of_bid)
    WHERE a.status IN ('New', 'Accepted', 'Confirmed', 'Standby', 'Unsuccessful')),
  -- The charter's bands up to the highest asked, each with the ranked bids in the bands below it.
  bands AS (
    SELECT k."bucket", sum(k."bids") OVER (ORDER BY k."bucket") - k."bids" AS below
    FROM "bid_rank_buckets" k
    WHERE k."charter_request_id" = p_charter AND k."bucket" <= (SELECT max(asked.bucket) FROM asked))
  SELECT a.id, (1
    -- A ranked bid's own band is counted (the trigger keeps it in the same transaction); were it
    -- missing, the bands below are added up one by one.
    + coalesce(bands.below,
        (SELECT sum(k."bids") FROM "bid_rank_buckets" k WHERE k."charter_request_id" = p_charter AND k."bucket" < a.bucket), 0)
    + (SELECT count(*) FROM "bids" rb
      WHERE rb."charter_request_id" = p_charter AND rb."status" IN ('New', 'Accepted', 'Confirmed', 'Standby', 'Unsuccessful')
        AND rb."with_margin" >= "bid_bucket_floor"(a.bucket)
        AND (rb."with_margin", rb."time_of_bid", rb."id") < (a.with_margin, a.time_of_bid, a.id)))::integer
  FROM asked a LEFT JOIN bands ON bands."bucket" = a.bucket;
END $function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bid_rank(p_charter uuid, p_status text, p_with_margin numeric, p_time timestamp with time zone, p_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  v_bucket integer;
BEGIN
  IF p_status NOT IN ('New', 'Accepted', 'Confirmed', 'Standby', 'Unsuccessful') THEN
    RETURN NULL;
  END IF;
  v_bucket := "bid_price_bucket"(p_with_margin);
  RETURN 1 + coalesce((SELECT sum(k."bids") FROM "bid_rank_buckets" k
      WHERE k."charter_request_id" = p_charter AND k."bucket" < v_bucket), 0)
    + (SELECT count(*) FROM "bids" rb
      WHERE rb."charter_request_id" = p_charter AND rb."status" IN ('New', 'Accepted', 'Confirmed', 'Standby', 'Unsuccessful')
        AND rb."with_margin" >= "bid_bucket_floor"(v_bucket)
        AND (rb."with_margin", rb."time_of_bid", rb."id") < (p_with_margin, p_time, p_id));
END $function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bid_rank_buckets_keep()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_was boolean := TG_OP <> 'INSERT' AND OLD."status" IN ('New', 'Accepted', 'Confirmed', 'Standby', 'Unsuccessful');
  v_is boolean := TG_OP <> 'DELETE' AND NEW."status" IN ('New', 'Accepted', 'Confirmed', 'Standby', 'Unsuccessful');
BEGIN
  IF v_was AND v_is AND NEW."charter_request_id" = OLD."charter_request_id"
    AND "bid_price_bucket"(NEW."with_margin") = "bid_price_bucket"(OLD."with_margin") THEN
    RETURN NULL;
  END IF;
  IF v_was THEN
    UPDATE "bid_rank_buckets" SET "bids" = "bids" - 1
    WHERE "charter_request_id" = OLD."charter_request_id" AND "bucket" = "bid_price_bucket"(OLD."with_margin");
  END IF;
  IF v_is THEN
    INSERT INTO "bid_rank_buckets" ("charter_request_id", "bucket", "bids")
    VALUES (NEW."charter_request_id", "bid_price_bucket"(NEW."with_margin"), 1)
    ON CONFLICT ("charter_request_id", "bucket") DO UPDATE SET "bids" = "bid_rank_buckets"."bids" + 1;
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
-- Installations whose workflow is already seeded get the System action that awards a charter to its
-- standby (a fresh one gets it from the seed).
INSERT INTO "allowed_actions" ("entity_type", "entity_state", "allowed_role", "action_name", "next_state", "action_type", "action_description", "sort_order")
SELECT 'CharterRequest', a.state, 'System', 'Standby Takes Charter', 'PendingConfirmation', 'State', a.description, 0
FROM (VALUES ('Approved', 'The standby operator took the charter offered to it'),
  ('Confirmed', 'The standby operator took the charter when the booked operator''s compliance lapsed')) AS a(state, description)
WHERE EXISTS (SELECT 1 FROM "allowed_actions")
  AND NOT EXISTS (SELECT 1 FROM "allowed_actions" WHERE "action_name" = 'Standby Takes Charter');
