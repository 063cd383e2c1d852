-- As the database has it after every migration; last created or replaced by migrations/0019_list_cache_notify.sql.
CREATE OR REPLACE FUNCTION public.notify_lists_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_TABLE_NAME = 'bids' AND TG_OP = 'INSERT' AND current_setting('charter.bid_announced_after_commit', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('lists_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$function$;

CREATE TRIGGER bids_lists_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.bids FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
ALTER TABLE public.bids ENABLE ALWAYS TRIGGER bids_lists_changed;
CREATE TRIGGER charter_requests_lists_changed_truncate AFTER TRUNCATE ON public.charter_requests FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
ALTER TABLE public.charter_requests ENABLE ALWAYS TRIGGER charter_requests_lists_changed_truncate;
CREATE TRIGGER charter_routes_lists_changed_truncate AFTER TRUNCATE ON public.charter_routes FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
ALTER TABLE public.charter_routes ENABLE ALWAYS TRIGGER charter_routes_lists_changed_truncate;
CREATE TRIGGER entity_states_lists_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.entity_states FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
ALTER TABLE public.entity_states ENABLE ALWAYS TRIGGER entity_states_lists_changed;
CREATE TRIGGER supplier_charter_availability_lists_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.supplier_charter_availability FOR EACH STATEMENT EXECUTE FUNCTION notify_lists_changed();
ALTER TABLE public.supplier_charter_availability ENABLE ALWAYS TRIGGER supplier_charter_availability_lists_changed;
