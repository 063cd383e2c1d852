-- As the database has it after every migration; last created or replaced by migrations/0022_bid_rank_buckets.sql.
CREATE OR REPLACE FUNCTION public.bid_price_bucket(m numeric)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT CASE WHEN m < 0 THEN 0 WHEN m < 100 THEN 1 + floor(m * 10)::int
    ELSE length(trunc(m)::text) * 1000 + left(trunc(m)::text, 3)::int END
$function$;
