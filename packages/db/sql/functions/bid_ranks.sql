-- As the database has it after every migration; last created or replaced by migrations/0032_standby.sql.
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
END $function$;
