-- The triggers that tell every server instance what changed (party records, ADR 0024; list pages,
-- ADR 0026) fire also for writes made with session_replication_role = replica (bulk loads that
-- skip ordinary triggers, logical replication applying changes): without them an instance would
-- keep showing what it remembered until the entry ages out.
ALTER TABLE "admins" ENABLE ALWAYS TRIGGER "admins_party_changed";--> statement-breakpoint
ALTER TABLE "charter_admins" ENABLE ALWAYS TRIGGER "charter_admins_party_changed";--> statement-breakpoint
ALTER TABLE "clients" ENABLE ALWAYS TRIGGER "clients_party_changed";--> statement-breakpoint
ALTER TABLE "client_departments" ENABLE ALWAYS TRIGGER "client_departments_party_changed";--> statement-breakpoint
ALTER TABLE "client_staff" ENABLE ALWAYS TRIGGER "client_staff_party_changed";--> statement-breakpoint
ALTER TABLE "suppliers" ENABLE ALWAYS TRIGGER "suppliers_party_changed";--> statement-breakpoint
ALTER TABLE "charter_requests" ENABLE ALWAYS TRIGGER "charter_requests_lists_changed";--> statement-breakpoint
ALTER TABLE "charter_routes" ENABLE ALWAYS TRIGGER "charter_routes_lists_changed";--> statement-breakpoint
ALTER TABLE "bids" ENABLE ALWAYS TRIGGER "bids_lists_changed";--> statement-breakpoint
ALTER TABLE "entity_states" ENABLE ALWAYS TRIGGER "entity_states_lists_changed";--> statement-breakpoint
ALTER TABLE "supplier_charter_availability" ENABLE ALWAYS TRIGGER "supplier_charter_availability_lists_changed";
