import { sql, type SQL } from 'drizzle-orm';
import { reachesEveryCharter, type Actor } from './actor.js';

/**
 * Which charter requests an actor may see, as a SQL condition on alias `cr` (core section 6):
 * admins and charter admins all; a client its own and its departments' and staff's; a department
 * its own and its staff's; staff their own; a supplier only charters in states the workflow opens
 * to suppliers (entity_states.visible_to_suppliers) that are Live or Approved and match its filters,
 * or that it won.
 */
export function charterVisibility(actor: Actor): SQL {
  if (reachesEveryCharter(actor)) return sql`true`;
  switch (actor.role) {
    case 'Client':
      return sql`cr.client_id = ${actor.clientId}`;
    case 'ClientDepartment':
      return sql`cr.client_department_id = ${actor.clientDepartmentId}`;
    case 'ClientStaff':
      return sql`cr.client_staff_id = ${actor.clientStaffId}`;
    case 'Supplier':
      return supplierCharterVisibility(sql`${actor.supplierId}`);
    default:
      return sql`false`;
  }
}

/** What decides whether a list can hold a charter: its status (the tab) and whose it is. */
export interface CharterKeys {
  id: string;
  status: string;
  clientId: string | null;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  /** The operator it was awarded to. */
  bidderId: string | null;
}

/**
 * Whether charterVisibility(actor) may hold for a charter with these keys: exactly for admins and
 * client roles; for an operator only the status and the award are checked (its filters, the
 * workflow's states and its own status narrow further), so it may say yes where the SQL says no,
 * never the reverse. Used to tell which remembered list pages a write may change.
 */
export function mayBeVisible(actor: Actor, c: CharterKeys): boolean {
  if (reachesEveryCharter(actor)) return true;
  switch (actor.role) {
    case 'Client':
      return c.clientId === actor.clientId;
    case 'ClientDepartment':
      return c.clientDepartmentId === actor.clientDepartmentId;
    case 'ClientStaff':
      return c.clientStaffId === actor.clientStaffId;
    case 'Supplier':
      return c.status === 'Live' || c.status === 'Approved' || c.bidderId === actor.supplierId;
    default:
      return false;
  }
}

/**
 * Whether the operator `supplierId` (a SQL expression: a bound id for a signed-in supplier, or a
 * column such as `s.id` when choosing operators over a join on `suppliers`) may see charter `cr`:
 * the one rule behind an operator's lists and reads and the operators an e-mail about an open
 * charter goes to (workflow/notifications.ts), so the Live list and the e-mail cannot disagree.
 */
export function supplierCharterVisibility(supplierId: SQL): SQL {
  const active = operatorSeesOpenCharters(supplierId);
  return sql`${OPEN_TO_OPERATORS} and ((cr.status in ('Live', 'Approved') and ${active} and ${supplierFilters(supplierId)}) or cr.bidder_id = ${supplierId})`;
}

/** The charter's state is one the workflow shows operators (entity_states.visible_to_suppliers). */
export const OPEN_TO_OPERATORS = sql`exists (select 1 from entity_states es where es.entity_type = 'CharterRequest' and es.status = cr.status and es.visible_to_suppliers)`;

/**
 * Whether operator `supplierId` may see what is open to operators: charters open for bids and
 * charter shares for sale alike. Only an Active operator does: one that signed up online and awaits
 * approval (or that an admin switched off) has not been vetted to read clients' requests and
 * flights (ADR 0012). It keeps the charters it won and their shares.
 */
export function operatorSeesOpenCharters(supplierId: SQL): SQL {
  return sql`(select sa.status from suppliers sa where sa.id = ${supplierId}) = 'Active'`;
}

/** A comma-separated column as a text array, blanks trimmed and empty entries dropped. */
export const list = (column: SQL) => sql`array_remove(regexp_split_to_array(trim(${column}), '\\s*,\\s*'), '')`;

/**
 * The supplier's own filters (supplier-and-admin spec): its charter types (none = all; a sub type, or a
 * top-level type standing for all of its sub types), its states when the location filter is on
 * (any sector's from or to state), its passenger range when on, its client types, and for QGov
 * requests opened to some states, at least one of those among its states.
 *
 * Each of the supplier's settings is read by an uncorrelated scalar subquery, which PostgreSQL runs
 * once per statement (an InitPlan), and the client-type test is a hashed set of client ids: a
 * correlated EXISTS over `suppliers` re-split the supplier's comma lists for every candidate charter,
 * which cost ~250 ms per supplier list at 100k charters (see the bench in docs/architecture.md).
 * The location filter reads cr.route_states (every sector's from and to state, kept by triggers on
 * charter_routes, migration 0013) rather than searching charter_routes for each candidate charter,
 * which made PostgreSQL hash every sector of the table for each list call and count.
 * A supplier id that matches no supplier yields NULL settings, so nothing matches. With a column
 * for the id (recipients over `suppliers`) the same subqueries are correlated, once per operator.
 */
function supplierFilters(supplierId: SQL): SQL {
  const setting = (expr: SQL) => sql`(select ${expr} from suppliers sp where sp.id = ${supplierId})`;
  // The casts make `= any(...)` read an array value; `any((select ...))` would compare each row.
  const types = sql`${setting(list(sql`sp.charter_types`))}::text[]`;
  const states = sql`${setting(list(sql`sp.filter_location`))}::text[]`;
  return sql`(cardinality(${types}) = 0 or cr.charter_sub_type = any(${types}) or cr.charter_type = any(${types}))
    and (not ${setting(sql`sp.location_filter_enabled`)} or cr.route_states && ${states})
    and (not ${setting(sql`sp.passenger_range_filter_enabled`)}
      or cr.passenger_count between ${setting(sql`sp.min_passengers`)} and ${setting(sql`sp.max_passengers`)})
    and cr.client_id in (select c.id from clients c where c.client_type = any(${setting(list(sql`sp.client_types`))}::text[]))
    and (coalesce(trim(cr.supplier_states), '') = '' or ${list(sql`cr.supplier_states`)} && ${states})`;
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
