-- As the database has it after every migration; last created or replaced by migrations/0014_operator_list_columns.sql.
CREATE OR REPLACE FUNCTION public.charter_route_states_sync_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM "charter_route_states_refresh"(ARRAY(
    SELECT n."charter_request_id" FROM "new_routes" n JOIN "old_routes" o ON o."id" = n."id"
    WHERE n."charter_request_id" IS DISTINCT FROM o."charter_request_id" OR n."from_state" IS DISTINCT FROM o."from_state"
      OR n."to_state" IS DISTINCT FROM o."to_state"
    UNION
    SELECT o."charter_request_id" FROM "new_routes" n JOIN "old_routes" o ON o."id" = n."id"
    WHERE n."charter_request_id" IS DISTINCT FROM o."charter_request_id"));
  RETURN NULL;
END $function$;

CREATE TRIGGER charter_routes_states_update AFTER UPDATE ON public.charter_routes REFERENCING OLD TABLE AS old_routes NEW TABLE AS new_routes FOR EACH STATEMENT EXECUTE FUNCTION charter_route_states_sync_update();
