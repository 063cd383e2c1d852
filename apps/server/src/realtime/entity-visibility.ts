import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { reachesEveryCharter, type Actor } from '../access/actor.js';
import { bidVisibility } from '../access/bid-scope.js';
import { charterVisibility } from '../access/charter-scope.js';
import { shareReadScope, shareVisibility } from '../access/share-scope.js';

/**
 * Which of a change's ids a user may hear about, per entity. The rules are the list rules
 * (access/), so an event never names an item its receiver could not open. An entity without an
 * entry here reaches admins only: a module that publishes a new entity to other users adds its
 * rule here.
 */
const VISIBLE_IDS: Record<string, (actor: Actor, ids: SQL) => SQL> = {
  CharterRequest: (actor, ids) => sql`select cr.id from charter_requests cr where cr.id = any(${ids}) and ${charterVisibility(actor)}`,
  Bid: (actor, ids) =>
    sql`select b.id from bids b join charter_requests cr on cr.id = b.charter_request_id where b.id = any(${ids}) and ${bidVisibility(actor)}`,
  // Charter shares, by share id (a purchase's change names its share): what the share lists show.
  Share: (actor, ids) =>
    sql`select cs.id from charter_shares cs join charter_requests cr on cr.id = cs.charter_request_id where cs.id = any(${ids}) and ${shareVisibility(actor)}`,
  // A charter's shares changed (ids are charters' ids): who may read them (ADR 0016).
  CharterShare: (actor, ids) => sql`select cr.id from charter_requests cr where cr.id = any(${ids}) and ${shareReadScope(actor)}`,
};

/**
 * Users whose visibility is the same for every entity share a key, so one query serves all of
 * their connections (a client's users, a department, a staff member, an operator).
 */
export function scopeKey(actor: Actor): string {
  if (actor.system) return 'all';
  switch (actor.role) {
    case 'Admin':
    case 'CharterAdmin':
      return 'all';
    case 'Client':
      return `client:${actor.clientId}`;
    case 'ClientDepartment':
      return `department:${actor.clientDepartmentId}`;
    case 'ClientStaff':
      return `staff:${actor.clientStaffId}`;
    case 'Supplier':
      return `supplier:${actor.supplierId}`;
    default:
      return 'none';
  }
}

/** The ids of `ids` (already checked to be uuids) that `actor` may see. */
export async function visibleIds(db: Db, actor: Actor, entity: string, ids: string[]): Promise<string[]> {
  if (reachesEveryCharter(actor)) return ids; // admins and charter admins see every change as it is
  const query = VISIBLE_IDS[entity];
  if (!query) return [];
  const r = await db.execute<{ id: string }>(query(actor, sql`${`{${ids.join(',')}}`}::uuid[]`));
  return r.rows.map((row) => row.id);
}
