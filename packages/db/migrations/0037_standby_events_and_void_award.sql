-- A state-change event may name the action it follows: declining an award and voiding it both leave a
-- charter Approved, and each has its own e-mail (ADR 0048).
ALTER TABLE "state_change_events" ADD COLUMN "action_name" text;--> statement-breakpoint
UPDATE "state_change_events" SET "action_name" = 'Decline Charter'
WHERE "entity_type" = 'CharterRequest' AND "from_state" = 'PendingConfirmation' AND "new_state" = 'Approved'
  AND "name" = 'Operator declined' AND "action_name" IS NULL;--> statement-breakpoint
-- Installations whose workflow is already seeded get the admins' Void Award (a fresh one gets it from
-- the seed).
INSERT INTO "allowed_actions" ("entity_type", "entity_state", "allowed_role", "action_name", "next_state", "action_type",
  "data_type_required", "data_entry_filter", "data_source", "action_description", "sort_order")
SELECT 'CharterRequest', s.state, 'Admin', 'Void Award', 'Approved', 'State', 'Reason', 'All', 'VoidReasons',
  'Take the award back from its operator; the standby, if any, is offered it', 0
FROM (VALUES ('PendingConfirmation'), ('Confirmed')) AS s(state)
WHERE EXISTS (SELECT 1 FROM "allowed_actions")
  AND NOT EXISTS (SELECT 1 FROM "allowed_actions" WHERE "action_name" = 'Void Award');--> statement-breakpoint
-- And the e-mails of a voided award and of a standby's steps, as configurable events (the seed's texts).
INSERT INTO "state_change_events" ("entity_type", "from_state", "new_state", "name", "notification_type", "subject", "message",
  "header_title", "target_audience", "action_name")
SELECT e.entity_type, e.from_state, e.new_state, e.name, 'Email', e.subject, e.message, e.name, e.audience, e.action_name
FROM (VALUES
  ('CharterRequest', 'PendingConfirmation', 'Approved', 'Award voided', 'Client', 'The award of {job} was voided',
    'The broker voided the award of {job}: {reason}. If another operator stands by, it is offered the charter first; otherwise please choose another bid.', 'Void Award'),
  ('CharterRequest', 'PendingConfirmation', 'Approved', 'Award voided', 'Admin', 'The award of {job} was voided',
    'The award of {job} was voided: {reason}.', 'Void Award'),
  ('CharterRequest', 'Confirmed', 'Approved', 'Award voided', 'Client', 'The award of {job} was voided',
    'The broker voided the award of {job}: {reason}. If another operator stands by, it is offered the charter first; otherwise please choose another bid.', 'Void Award'),
  ('CharterRequest', 'Confirmed', 'Approved', 'Award voided', 'Admin', 'The award of {job} was voided',
    'The award of {job} was voided: {reason}.', 'Void Award'),
  ('Bid', 'Accepted', 'Void', 'Award voided', 'Supplier', 'Your award of {job} was voided',
    'The broker voided your award of {job} ({from} to {to}, departing {depart}): {reason}.', NULL),
  ('Bid', 'Confirmed', 'Void', 'Award voided', 'Supplier', 'Your award of {job} was voided',
    'The broker voided your award of {job} ({from} to {to}, departing {depart}): {reason}.', NULL),
  ('Bid', 'New', 'Standby', 'Bid on standby', 'Supplier', 'Your bid on {job} is on standby',
    'The client accepted another operator''s bid on {job}. Yours is on standby: if that operator cannot fly it, the charter is offered to you first. You may release your bid from standby on the charter''s Bids tab at any time.', NULL),
  ('Bid', 'Unsuccessful', 'Standby', 'Bid on standby', 'Supplier', 'Your bid on {job} is on standby',
    '{job} is booked with another operator, and the operator standing by for it stepped down. Your bid now stands by: if the booked operator cannot fly it, the charter is offered to you first. You may release your bid from standby on the charter''s Bids tab at any time.', NULL),
  ('Bid', 'Standby', 'Standby', 'Charter offered to standby', 'Supplier', '{job} is offered to you',
    'The operator chosen for {job} cannot fly it. Your bid was on standby, so the charter is yours if you take it by {offeredUntil}: open the charter''s Bids tab and choose Take Charter. After that it goes to the next operator.', NULL),
  ('Bid', 'Standby', 'Standby', 'Charter offered to standby', 'Admin', '{job} is offered to its standby operator',
    'The operator chosen for {job} cannot fly it. The standby operator has until {offeredUntil} to take it.', NULL),
  ('Bid', 'Standby', 'Unsuccessful', 'Standby ended', 'Supplier', 'Your bid on {job} is no longer on standby',
    'Your bid on {job} ({from} to {to}, departing {depart}) is no longer on standby: {reason}', NULL)
) AS e(entity_type, from_state, new_state, name, audience, subject, message, action_name)
WHERE EXISTS (SELECT 1 FROM "entity_states")
  AND NOT EXISTS (SELECT 1 FROM "state_change_events" x
    WHERE x.entity_type = e.entity_type AND x.from_state = e.from_state AND x.new_state = e.new_state AND x.name = e.name
      AND x.target_audience = e.audience);
