-- As the database has it after every migration; last created or replaced by migrations/0034_webhooks.sql.
CREATE OR REPLACE FUNCTION public.webhook_bid_placed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO webhook_deliveries (event_id, endpoint_id, event_type, charter_id, subject_id)
  SELECT ev.event_id, e.id, 'bid.placed', ev.charter_id, ev.bid_id
  FROM (SELECT n.id AS bid_id, n.charter_request_id AS charter_id, gen_random_uuid() AS event_id FROM new_bids n) ev
  JOIN charter_requests cr ON cr.id = ev.charter_id
  JOIN users u ON u.status = 'Active' AND (
    (u.role = 'Client' AND u.client_id = cr.client_id) OR
    (u.role = 'ClientDepartment' AND u.client_department_id = cr.client_department_id) OR
    (u.role = 'ClientStaff' AND u.client_staff_id = cr.client_staff_id))
  JOIN webhook_endpoints e ON e.user_id = u.id AND 'bid.placed' = ANY (e.events);
  RETURN NULL;
END $function$;

CREATE TRIGGER webhook_bid_placed AFTER INSERT ON public.bids REFERENCING NEW TABLE AS new_bids FOR EACH STATEMENT EXECUTE FUNCTION webhook_bid_placed();
