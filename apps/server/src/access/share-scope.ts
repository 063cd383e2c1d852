import { sql, type SQL } from 'drizzle-orm';
import { isClientRole, type ShareList } from '@charter/shared';
import { isClientSide, reachesEveryCharter, type Actor } from './actor.js';
import { charterOwnList, charterVisibility, operatorSeesOpenCharters } from './charter-scope.js';

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

/**
 * The shares for sale this actor sees (the Live tab, and what its events may name): an operator only
 * while it may see open charters at all, by the charter lists' own rule.
 */
export function sharesForSale(actor: Actor): SQL {
  if (actor.system || actor.role !== 'Supplier') return SHARE_FOR_SALE;
  return sql`(${SHARE_FOR_SALE} and ${operatorSeesOpenCharters(sql`${actor.supplierId}`)})`;
}

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
  return isClientSide(actor) && actor.qGov;
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
  if (reachesEveryCharter(actor)) return sql`true`;
  if (actor.role === 'Supplier') return sql`cr.bidder_id = ${actor.supplierId}`;
  if (!clientWithShares(actor)) return sql`false`;
  return sql`(${sellerCharters(actor, list)} or exists (select 1 from share_purchases bp where bp.share_id = cs.id
    and ${PURCHASE_HOLDS_SEAT('bp')} and ${purchasedByParty(actor, list, 'bp')}))`;
}

/** Every share the actor may open: its scope plus what is for sale (nothing without share lists). */
export function shareVisibility(actor: Actor): SQL {
  if (reachesEveryCharter(actor)) return sql`true`;
  if (actor.role !== 'Supplier' && !clientWithShares(actor)) return sql`false`;
  return sql`(${sharesForSale(actor)} or ${shareScope(actor, 'All')})`;
}

/* Around one charter's shares (ADR 0016): offering, buying, deciding. */

/**
 * Who is who around a charter share (ADR 0016). The owner side is who sees the charter as its own
 * (charterVisibility for client roles) and admins; the buyer side of a purchase is the party that
 * bought it, at the caller's level (a client its own, its departments' and staff's purchases; a
 * department its own and its staff's; staff their own).
 */

/** The purchase `sp` was bought by the actor's side (at the caller's level and below). */
export function purchaseBuyerScope(actor: Actor): SQL {
  return purchasedByParty(actor, 'All', 'sp');
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
