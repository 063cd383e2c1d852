import { sql, type SQL } from 'drizzle-orm';
import { BID_MESSAGES, RANKED_BID_STATUSES } from '@charter/shared';
import type { DbOrTx } from '@charter/db';
import { HttpError, notFound } from '../lib/http-errors.js';
import { reachesEveryCharter, type Actor } from './actor.js';
import { charterVisibility } from './charter-scope.js';

/** The bids of a charter's current round (shared RANKED_BID_STATUSES) for SQL: `b.status in ${RANKED_STATUSES_SQL}`. */
export const RANKED_STATUSES_SQL = sql`(${sql.join(
  RANKED_BID_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/**
 * How many bids compete for a charter (its current round, RANKED_BID_STATUSES) as a SQL int,
 * counted when read over the bids' indexes. The count is not kept on the charter row: bumping it made
 * every bid on a charter hold that row's lock through its commit, so a charter's bids committed one
 * after another (ADR 0025). Read after the charter is locked, in a statement of its own,
 * it sees every bid committed before the lock.
 */
export const bidCountOf = (charterId: SQL): SQL =>
  sql`(select count(*)::int from bids bc where bc.charter_request_id = ${charterId} and bc.status in ${RANKED_STATUSES_SQL})`;

/**
 * Which bids an actor may see as items (their actions, timeline, status changes), as a SQL
 * condition on aliases `b` (bids) and `cr` (its charter); the same rule as the bid reads: admins
 * and charter admins every bid; an operator only its own; client roles the competing bids on the
 * charters they see (Unavailable and Void bids are gone from their Bids tab).
 */
export function bidVisibility(actor: Actor): SQL {
  if (reachesEveryCharter(actor)) return sql`true`;
  switch (actor.role) {
    case 'Supplier':
      return sql`b.bidder_id = ${actor.supplierId}`;
    case 'Client':
    case 'ClientDepartment':
    case 'ClientStaff':
      return sql`b.status in ${RANKED_STATUSES_SQL} and ${charterVisibility(actor)}`;
    default:
      return sql`false`;
  }
}

/** An operator asking for another operator's bid: the title "Not Visible" (supplier-and-admin section 6). */
export class NotVisibleError extends HttpError {
  override readonly title = BID_MESSAGES.notVisibleTitle;
  constructor() {
    super(403, [BID_MESSAGES.ownBidOnly]);
  }
}

/**
 * The answer to an actor asking by id for a bid it may not reach, the same under every route that
 * names a bid (the bid view, its actions, timeline and status changes, withdrawing): an operator
 * asking for another operator's bid is told "Not Visible"; anyone else gets the usual 404, which
 * says nothing of whether the bid exists.
 */
export async function bidOutOfReach(db: DbOrTx, actor: Actor, bidId: string): Promise<HttpError> {
  if (!actor.system && actor.role === 'Supplier') {
    const r = await db.execute(sql`select 1 from bids where id = ${bidId} and bidder_id is distinct from ${actor.supplierId}`);
    if (r.rows.length > 0) return new NotVisibleError();
  }
  return notFound();
}
