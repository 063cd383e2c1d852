-- As the database has it after every migration; last created or replaced by migrations/0032_standby.sql.
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
END $function$;
