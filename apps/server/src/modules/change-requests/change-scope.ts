import { sql, type SQL } from 'drizzle-orm';
import { isClientRole, type ChangeInitiator } from '@charter/shared';
import { reachesEveryCharter, type Actor } from '../../access/actor.js';
import { charterVisibility } from '../../access/charter-scope.js';

/** The party an actor speaks for in a change; charter admins only read changes. */
export type ChangeSide = ChangeInitiator | null;

export function sideOf(actor: Actor): ChangeSide {
  if (actor.system) return null;
  if (actor.role === 'Admin') return 'Admin';
  if (actor.role === 'Supplier') return 'Supplier';
  return isClientRole(actor.role) ? 'Client' : null;
}

/**
 * Which change requests an actor may see, as a condition on alias `cc`: the client side those of
 * the charters it sees, the operator those asked while it held the charter (its superseded charter
 * is no longer visible to it), admins and charter admins all.
 */
export function changeVisibility(actor: Actor): SQL {
  if (reachesEveryCharter(actor)) return sql`true`;
  if (actor.role === 'Supplier') return sql`cc.bidder_id = ${actor.supplierId}`;
  return sql`exists (select 1 from charter_requests cr where cr.id = cc.charter_request_id and ${charterVisibility(actor)})`;
}

/**
 * Who decides a change: the other party. The operator decides the client's change (it gives the
 * cost), the client side decides the operator's and an admin's (an admin's edit carries the cost
 * agreed with the operator). Admins may decide any change for either party. Who asked (or any
 * admin) may withdraw it while it is New.
 */
export function decisionRights(actor: Actor, change: { status: string; initiatedBy: ChangeInitiator }) {
  const side = sideOf(actor);
  const open = change.status === 'New' && side !== null;
  const decider: ChangeInitiator = change.initiatedBy === 'Client' ? 'Supplier' : 'Client';
  const mayDecide = open && (side === decider || side === 'Admin');
  return {
    canAccept: mayDecide,
    canDecline: mayDecide,
    canWithdraw: open && (side === change.initiatedBy || side === 'Admin'),
    costOnAccept: mayDecide && change.initiatedBy === 'Client',
  };
}
