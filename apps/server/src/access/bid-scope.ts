import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from './actor.js';
import { charterVisibility } from './charter-scope.js';

/** The bids that compete for a charter, are ranked and counted in its bid count. */
export const COMPETING_BID_STATUSES = ['New', 'Accepted', 'Confirmed'] as const;
export const isCompeting = (status: string) => (COMPETING_BID_STATUSES as readonly string[]).includes(status);

/**
 * Which bids an actor may see as items (their actions, timeline, status changes), as a SQL
 * condition on aliases `b` (bids) and `cr` (its charter); the same rule as the bid reads: admins
 * and charter admins every bid; an operator only its own; client roles the competing bids on the
 * charters they see (Unavailable and Void bids are gone from their Bids tab).
 */
export function bidVisibility(actor: Actor): SQL {
  if (actor.system || actor.role === 'Admin' || actor.role === 'CharterAdmin') return sql`true`;
  switch (actor.role) {
    case 'Supplier':
      return sql`b.bidder_id = ${actor.supplierId}`;
    case 'Client':
    case 'ClientDepartment':
    case 'ClientStaff':
      return sql`b.status in ('New', 'Accepted', 'Confirmed') and ${charterVisibility(actor)}`;
    default:
      return sql`false`;
  }
}
