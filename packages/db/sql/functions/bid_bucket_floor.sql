-- As the database has it after every migration; last created or replaced by migrations/0022_bid_rank_buckets.sql.
CREATE OR REPLACE FUNCTION public.bid_bucket_floor(b integer)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT CASE WHEN b <= 0 THEN '-Infinity'::numeric WHEN b <= 1000 THEN (b - 1)::numeric / 10
    ELSE (b % 1000) * power(10::numeric, b / 1000 - 3) END
$function$;
