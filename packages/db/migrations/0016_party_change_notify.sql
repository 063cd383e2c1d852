-- Every change of a party's own record (the six account roles' tables) is announced on
-- 'party_changed' as "<table>:<id>", at commit, whichever code wrote it: each server instance
-- drops its remembered copy of that record (GET /api/accounts/me, ADR 0024).
CREATE OR REPLACE FUNCTION notify_party_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('party_changed', TG_TABLE_NAME || ':' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER admins_party_changed AFTER UPDATE OR DELETE ON admins FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
--> statement-breakpoint
CREATE TRIGGER charter_admins_party_changed AFTER UPDATE OR DELETE ON charter_admins FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
--> statement-breakpoint
CREATE TRIGGER clients_party_changed AFTER UPDATE OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
--> statement-breakpoint
CREATE TRIGGER client_departments_party_changed AFTER UPDATE OR DELETE ON client_departments FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
--> statement-breakpoint
CREATE TRIGGER client_staff_party_changed AFTER UPDATE OR DELETE ON client_staff FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
--> statement-breakpoint
CREATE TRIGGER suppliers_party_changed AFTER UPDATE OR DELETE ON suppliers FOR EACH ROW EXECUTE FUNCTION notify_party_changed();
