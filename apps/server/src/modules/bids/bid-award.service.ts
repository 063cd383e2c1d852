import { sql } from 'drizzle-orm';
import { formatJobReference, isUuid } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { HttpError, forbidden, notFound } from '../../lib/http-errors.js';
import { transition } from '../../workflow/engine.js';

export const NOT_ACCEPTABLE = 'This bid can no longer be accepted.';
const CLIENT_ROLES = ['Client', 'ClientDepartment', 'ClientStaff', 'Admin'];

/**
 * The client accepts a bid on the Bids tab: the workflow's Route action 'Accept Bid' moves the
 * charter to PendingConfirmation; the award hook (bid-award.hooks.ts) marks the bid Accepted and
 * puts bidder and price on the charter in the same transaction.
 */
export async function acceptBid(db: Db, actor: Actor, body: { bidId: string; termsAccepted?: boolean; overrideReason?: string }) {
  if (actor.system || !CLIENT_ROLES.includes(actor.role)) throw forbidden();
  if (!isUuid(body.bidId)) throw notFound();
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ charterId: string; status: string }>(sql`
      select b.charter_request_id as "charterId", cr.status from bids b join charter_requests cr on cr.id = b.charter_request_id
      where b.id = ${body.bidId}`);
    const row = found.rows[0];
    if (!row) throw notFound();
    if (row.status !== 'Live' && row.status !== 'Approved') throw new HttpError(409, [NOT_ACCEPTABLE]);
    const done = await transition(tx, actor, {
      entity: 'CharterRequest',
      id: row.charterId,
      actionName: 'Accept Bid',
      currentStatus: row.status,
      newStatus: 'PendingConfirmation',
      termsAccepted: body.termsAccepted,
      viaRoute: true,
      hookData: { bidId: body.bidId, overrideReason: body.overrideReason },
    });
    return { message: `Bid accepted on ${formatJobReference(done.jobReference)}.`, result: { id: done.id, status: done.newStatus } };
  });
}
