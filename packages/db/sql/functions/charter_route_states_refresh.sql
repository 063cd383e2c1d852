-- As the database has it after every migration; last created or replaced by migrations/0014_operator_list_columns.sql.
CREATE OR REPLACE FUNCTION public.charter_route_states_refresh(ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE "charter_requests" cr SET "route_states" = s."states"
  FROM (
    SELECT a."id", coalesce(array_agg(DISTINCT st ORDER BY st) FILTER (WHERE st IS NOT NULL AND st <> ''), '{}') AS "states"
    FROM unnest("ids") a("id")
    LEFT JOIN "charter_routes" r ON r."charter_request_id" = a."id"
    LEFT JOIN LATERAL unnest(ARRAY[r."from_state", r."to_state"]) st ON true
    GROUP BY a."id"
  ) s
  WHERE cr."id" = s."id" AND cr."route_states" IS DISTINCT FROM s."states";
$function$;
