import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from './actor.js';

/**
 * Which charter requests an actor may see, as a SQL condition on alias `cr` (core section 6):
 * admins and charter admins all; a client its own and its departments' and staff's; a department
 * its own and its staff's; staff their own; a supplier only charters in states the workflow opens
 * to suppliers (entity_states.visible_to_suppliers) that are Live or that it won.
 */
export function charterVisibility(actor: Actor): SQL {
  if (actor.system || actor.role === 'Admin' || actor.role === 'CharterAdmin') return sql`true`;
  switch (actor.role) {
    case 'Client':
      return sql`cr.client_id = ${actor.clientId}`;
    case 'ClientDepartment':
      return sql`cr.client_department_id = ${actor.clientDepartmentId}`;
    case 'ClientStaff':
      return sql`cr.client_staff_id = ${actor.clientStaffId}`;
    case 'Supplier':
      return sql`exists (select 1 from entity_states es where es.entity_type = 'CharterRequest' and es.status = cr.status and es.visible_to_suppliers)
        and (cr.status in ('Live', 'Approved') or cr.bidder_id = ${actor.supplierId})`;
    default:
      return sql`false`;
  }
}

/** The narrower "Me" list: what the user created for themselves at their own level. */
export function charterOwnList(actor: Actor): SQL {
  if (actor.system) return sql`true`;
  switch (actor.role) {
    case 'Client':
      return sql`cr.client_id = ${actor.clientId} and cr.client_department_id is null`;
    case 'ClientDepartment':
      return sql`cr.client_department_id = ${actor.clientDepartmentId} and cr.client_staff_id is null`;
    case 'ClientStaff':
      return sql`cr.client_staff_id = ${actor.clientStaffId}`;
    default:
      return charterVisibility(actor);
  }
}
