-- A write to the charters or their sectors says which charters it wrote (ADR 0052), so each server
-- instance drops only the remembered list pages that can show it: the pages holding a charter, and
-- the pages whose scope and tab would take it before or after the write. The payload on
-- 'lists_changed' is `charters:` and a JSON array of each charter's [id, status, client,
-- department, staff, winning operator], before and after the statement, what list scopes and tabs
-- are decided by. NOTIFY takes at most 8,000 bytes: a statement that wrote more charters than fit
-- (over 32, or the text over 7,900 bytes) sends the table's name, as before, and drops every page.
-- TRUNCATE does too.
CREATE FUNCTION "notify_charters_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The most charters named (some 220 bytes each); a statement writing more drops every page.
  v_most constant int := 32;
  v_count int;
  v_ids uuid[];
  v_rows text;
BEGIN
  -- Transition tables exist only for the events that declare them, so each event reads its own.
  IF TG_TABLE_NAME = 'charter_requests' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT count(*) INTO v_count FROM "new_rows";
    ELSIF TG_OP = 'DELETE' THEN
      SELECT count(*) INTO v_count FROM "old_rows";
    ELSE
      -- An update's charters before and after: two per row at most.
      SELECT 2 * count(*) INTO v_count FROM "new_rows";
    END IF;
    IF v_count > v_most THEN
      PERFORM pg_notify('lists_changed', TG_TABLE_NAME);
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
      SELECT json_agg(json_build_array(r."id", r."status", r."client_id", r."client_department_id", r."client_staff_id", r."bidder_id"))::text
      INTO v_rows FROM "new_rows" r;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT json_agg(json_build_array(r."id", r."status", r."client_id", r."client_department_id", r."client_staff_id", r."bidder_id"))::text
      INTO v_rows FROM "old_rows" r;
    ELSE
      SELECT json_agg(json_build_array(r."id", r."status", r."client_id", r."client_department_id", r."client_staff_id", r."bidder_id"))::text
      INTO v_rows FROM (
        SELECT n."id", n."status", n."client_id", n."client_department_id", n."client_staff_id", n."bidder_id" FROM "new_rows" n
        UNION
        SELECT o."id", o."status", o."client_id", o."client_department_id", o."client_staff_id", o."bidder_id" FROM "old_rows" o
      ) r;
    END IF;
  ELSE
    -- A sector's charter as it stands: a sector write changes neither whose it is nor its status.
    IF TG_OP = 'INSERT' THEN
      v_ids := ARRAY(SELECT DISTINCT n."charter_request_id" FROM "new_rows" n);
    ELSIF TG_OP = 'DELETE' THEN
      v_ids := ARRAY(SELECT DISTINCT o."charter_request_id" FROM "old_rows" o);
    ELSE
      v_ids := ARRAY(SELECT n."charter_request_id" FROM "new_rows" n UNION SELECT o."charter_request_id" FROM "old_rows" o);
    END IF;
    IF cardinality(v_ids) > v_most THEN
      PERFORM pg_notify('lists_changed', TG_TABLE_NAME);
      RETURN NULL;
    END IF;
    SELECT count(*),
      json_agg(json_build_array(cr."id", cr."status", cr."client_id", cr."client_department_id", cr."client_staff_id", cr."bidder_id"))::text
    INTO v_count, v_rows
    FROM "charter_requests" cr WHERE cr."id" = ANY(v_ids);
    -- A charter not found (deleted with its sectors): every page.
    IF v_count < cardinality(v_ids) THEN
      PERFORM pg_notify('lists_changed', TG_TABLE_NAME);
      RETURN NULL;
    END IF;
  END IF;
  IF v_rows IS NULL THEN
    -- The statement wrote no row: nothing a list shows changed.
    RETURN NULL;
  END IF;
  PERFORM pg_notify('lists_changed', CASE WHEN octet_length(v_rows) > 7900 THEN TG_TABLE_NAME ELSE 'charters:' || v_rows END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "charter_requests_lists_changed" ON "charter_requests";
--> statement-breakpoint
DROP TRIGGER "charter_routes_lists_changed" ON "charter_routes";
--> statement-breakpoint
CREATE TRIGGER "charter_requests_lists_changed_insert" AFTER INSERT ON "charter_requests"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_charters_changed"();
--> statement-breakpoint
CREATE TRIGGER "charter_requests_lists_changed_update" AFTER UPDATE ON "charter_requests"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_charters_changed"();
--> statement-breakpoint
CREATE TRIGGER "charter_requests_lists_changed_delete" AFTER DELETE ON "charter_requests"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_charters_changed"();
--> statement-breakpoint
CREATE TRIGGER "charter_requests_lists_changed_truncate" AFTER TRUNCATE ON "charter_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "charter_routes_lists_changed_insert" AFTER INSERT ON "charter_routes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_charters_changed"();
--> statement-breakpoint
CREATE TRIGGER "charter_routes_lists_changed_update" AFTER UPDATE ON "charter_routes"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_charters_changed"();
--> statement-breakpoint
CREATE TRIGGER "charter_routes_lists_changed_delete" AFTER DELETE ON "charter_routes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_charters_changed"();
--> statement-breakpoint
CREATE TRIGGER "charter_routes_lists_changed_truncate" AFTER TRUNCATE ON "charter_routes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
-- As migration 0021 did for the triggers they replace: writes made with session_replication_role =
-- replica are announced too.
ALTER TABLE "charter_requests" ENABLE ALWAYS TRIGGER "charter_requests_lists_changed_insert";--> statement-breakpoint
ALTER TABLE "charter_requests" ENABLE ALWAYS TRIGGER "charter_requests_lists_changed_update";--> statement-breakpoint
ALTER TABLE "charter_requests" ENABLE ALWAYS TRIGGER "charter_requests_lists_changed_delete";--> statement-breakpoint
ALTER TABLE "charter_requests" ENABLE ALWAYS TRIGGER "charter_requests_lists_changed_truncate";--> statement-breakpoint
ALTER TABLE "charter_routes" ENABLE ALWAYS TRIGGER "charter_routes_lists_changed_insert";--> statement-breakpoint
ALTER TABLE "charter_routes" ENABLE ALWAYS TRIGGER "charter_routes_lists_changed_update";--> statement-breakpoint
ALTER TABLE "charter_routes" ENABLE ALWAYS TRIGGER "charter_routes_lists_changed_delete";--> statement-breakpoint
ALTER TABLE "charter_routes" ENABLE ALWAYS TRIGGER "charter_routes_lists_changed_truncate";
