import { sql, type SQL } from 'drizzle-orm';
import { isClientRole } from '@charter/shared';
import type { Actor } from './actor.js';
import { charterVisibility } from './charter-scope.js';

/**
 * Who is who around a charter share (ADR 0016). The owner side is who sees the charter as its own
 * (charterVisibility for client roles) and admins; the buyer side of a purchase is the party that
 * bought it, at the caller's level (a client its own, its departments' and staff's purchases; a
 * department its own and its staff's; staff their own).
 */

/** The purchase `sp` was bought by the actor's side. */
export function purchaseBuyerScope(actor: Actor): SQL {
  if (actor.system) return sql`false`;
  switch (actor.role) {
    case 'Client':
      return sql`sp.buyer_client_id = ${actor.clientId}`;
    case 'ClientDepartment':
      return sql`sp.buyer_client_department_id = ${actor.clientDepartmentId}`;
    case 'ClientStaff':
      return sql`sp.buyer_client_staff_id = ${actor.clientStaffId}`;
    default:
      return sql`false`;
  }
}

/** The actor owns charter `cr` (a client role that sees it) or is an admin. */
export function charterOwnerSide(actor: Actor): SQL {
  if (actor.system || actor.role === 'Admin') return sql`true`;
  return isClientRole(actor.role) ? charterVisibility(actor) : sql`false`;
}

/** A qGov client user, who may buy seats (permissions.ts buyCharterShares). */
export const isBuyerRole = (actor: Actor) => !actor.system && isClientRole(actor.role) && !!actor.qGov;

/**
 * Whether the actor may read charter `cr`'s shares: who sees the charter (its owner side, admins
 * and charter admins, the operator flying it), and qGov buyers when it has seats shared or they
 * bought some on it.
 */
export function shareReadScope(actor: Actor): SQL {
  const buyer = isBuyerRole(actor)
    ? sql`(exists (select 1 from charter_shares sh where sh.charter_request_id = cr.id and sh.enabled)
        and cr.status in ('Confirmed', 'Finished'))
        or exists (select 1 from share_purchases sp where sp.charter_request_id = cr.id and ${purchaseBuyerScope(actor)})`
    : sql`false`;
  const sees = actor.system || actor.role !== 'Supplier' ? charterVisibility(actor) : sql`cr.bidder_id = ${actor.supplierId}`;
  return sql`((${sees}) or ${buyer})`;
}
