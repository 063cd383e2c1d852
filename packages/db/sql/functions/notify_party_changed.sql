-- As the database has it after every migration; last created or replaced by migrations/0016_party_change_notify.sql.
CREATE OR REPLACE FUNCTION public.notify_party_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('party_changed', TG_TABLE_NAME || ':' || OLD.id::text);
  RETURN NULL;
END
$function$;

CREATE TRIGGER admins_party_changed AFTER DELETE OR UPDATE ON public.admins FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
ALTER TABLE public.admins ENABLE ALWAYS TRIGGER admins_party_changed;
CREATE TRIGGER charter_admins_party_changed AFTER DELETE OR UPDATE ON public.charter_admins FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
ALTER TABLE public.charter_admins ENABLE ALWAYS TRIGGER charter_admins_party_changed;
CREATE TRIGGER client_departments_party_changed AFTER DELETE OR UPDATE ON public.client_departments FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
ALTER TABLE public.client_departments ENABLE ALWAYS TRIGGER client_departments_party_changed;
CREATE TRIGGER client_staff_party_changed AFTER DELETE OR UPDATE ON public.client_staff FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
ALTER TABLE public.client_staff ENABLE ALWAYS TRIGGER client_staff_party_changed;
CREATE TRIGGER clients_party_changed AFTER DELETE OR UPDATE ON public.clients FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
ALTER TABLE public.clients ENABLE ALWAYS TRIGGER clients_party_changed;
CREATE TRIGGER suppliers_party_changed AFTER DELETE OR UPDATE ON public.suppliers FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
ALTER TABLE public.suppliers ENABLE ALWAYS TRIGGER suppliers_party_changed;
