-- As the database has it after every migration; last created or replaced by migrations/0014_operator_list_columns.sql.
CREATE OR REPLACE FUNCTION public.charter_route_states_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM "charter_route_states_refresh"(ARRAY(SELECT DISTINCT "charter_request_id" FROM "changed_routes"));
  RETURN NULL;
END $function$;

CREATE TRIGGER charter_routes_states_delete AFTER DELETE ON public.charter_routes REFERENCING OLD TABLE AS changed_routes FOR EACH STATEMENT EXECUTE FUNCTION charter_route_states_sync();
CREATE TRIGGER charter_routes_states_insert AFTER INSERT ON public.charter_routes REFERENCING NEW TABLE AS changed_routes FOR EACH STATEMENT EXECUTE FUNCTION charter_route_states_sync();
