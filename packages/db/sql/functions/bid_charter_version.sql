-- As the database has it after every migration; last created or replaced by migrations/0020_bid_version_by_row_version.sql.
CREATE OR REPLACE FUNCTION public.bid_charter_version(cr charter_requests)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN (SELECT c."xmin"::text FROM "charter_requests" c WHERE c."id" = cr."id") || ':' || coalesce((
    SELECT string_agg(r."id"::text || '@' || r."xmin"::text, ',' ORDER BY r."id") FROM "charter_routes" r
    WHERE r."charter_request_id" = cr."id"), '');
END $function$;
