import { sql, type SQL } from 'drizzle-orm';
import type { ShareList } from '@charter/shared';
import type { Actor } from './actor.js';
import { charterOwnList, charterVisibility } from './charter-scope.js';

/**
 * Which charter shares an actor may list, as SQL conditions on aliases `cs` (charter_shares) and
 * `cr` (its charter_requests row). One place for the share lists and the event stream, so an event
 * never names a share its receiver could not open.
 */

/**
 * Shares for sale, which everyone who may open the share lists sees (the Live tab): sharing on,
 * still offered (Pending), seats left, the charter booked (Confirmed) and the sector still to depart.
 */
export const SHARE_FOR_SALE = sql`(cs.enabled and cs.status = 'Pending' and cs.seats_available > 0
  and cr.status = 'Confirmed' and cs.depart_time > now())`;

/** Purchases that hold their seat: the ones neither declined nor cancelled. */
export const PURCHASE_HOLDS_SEAT = (alias: string) => sql`${sql.raw(alias)}.status not in ('Declined', 'Cancelled')`;

/**
 * Purchases the actor's party made, on alias `alias` of share_purchases, at the list's level like
 * the charter lists (access/charter-scope.ts): All = the party and those below it; Me = its own level.
 */
export function purchasedByParty(actor: Actor, list: ShareList, alias: string): SQL {
  const p = sql.raw(alias);
  if (actor.system) return sql`false`;
  switch (actor.role) {
    case 'Client':
      return list === 'Me'
        ? sql`(${p}.buyer_client_id = ${actor.clientId} and ${p}.buyer_client_department_id is null)`
        : sql`${p}.buyer_client_id = ${actor.clientId}`;
    case 'ClientDepartment':
      return list === 'Me'
        ? sql`(${p}.buyer_client_department_id = ${actor.clientDepartmentId} and ${p}.buyer_client_staff_id is null)`
        : sql`${p}.buyer_client_department_id = ${actor.clientDepartmentId}`;
    case 'ClientStaff':
      return sql`${p}.buyer_client_staff_id = ${actor.clientStaffId}`;
    default:
      return sql`false`;
  }
}

/** Client-type users with the qGov flag are the only client side that has share lists (core section 6). */
function clientWithShares(actor: Actor): boolean {
  return !actor.system && (actor.role === 'Client' || actor.role === 'ClientDepartment' || actor.role === 'ClientStaff') && actor.qGov;
}

/** Charters whose shares the actor's party sells: the charter lists' own rule, All or Me. */
export function sellerCharters(actor: Actor, list: ShareList): SQL {
  if (!clientWithShares(actor)) return sql`false`;
  return list === 'Me' ? charterOwnList(actor) : charterVisibility(actor);
}

/**
 * The shares in an actor's scope (every tab but Live): admins and charter admins all; a qGov
 * client-type user the shares on charters in its charter scope plus those it bought seats on; an
 * operator the shares on charters it flies (its "My Charter Shares").
 */
export function shareScope(actor: Actor, list: ShareList): SQL {
  if (actor.system || actor.role === 'Admin' || actor.role === 'CharterAdmin') return sql`true`;
  if (actor.role === 'Supplier') return sql`cr.bidder_id = ${actor.supplierId}`;
  if (!clientWithShares(actor)) return sql`false`;
  return sql`(${sellerCharters(actor, list)} or exists (select 1 from share_purchases bp where bp.share_id = cs.id
    and ${PURCHASE_HOLDS_SEAT('bp')} and ${purchasedByParty(actor, list, 'bp')}))`;
}

/** Every share the actor may open: its scope plus what is for sale (nothing without share lists). */
export function shareVisibility(actor: Actor): SQL {
  if (actor.system || actor.role === 'Admin' || actor.role === 'CharterAdmin') return sql`true`;
  if (actor.role !== 'Supplier' && !clientWithShares(actor)) return sql`false`;
  return sql`(${SHARE_FOR_SALE} or ${shareScope(actor, 'All')})`;
}
