import { sql } from 'drizzle-orm';
import { STANDBY_MESSAGES, STANDBY_TAKES_CHARTER, formatJobReference, isUuid } from '@charter/shared';
import type { Db } from '@charter/db';
import { SYSTEM, type Actor } from '../../access/actor.js';
import { bidOutOfReach } from '../../access/bid-scope.js';
import { STANDBY_STATUS } from '../../domain/bids/standby.js';
import { HttpError, forbidden, notFound } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { transition } from '../../workflow/engine.js';

/**
 * The standby operator takes the charter offered to it (ADR 0048): within its offer, while the
 * charter waits in Approved (the winner declined) or is Confirmed to an operator whose compliance
 * lapsed, the workflow's System action "Standby Takes Charter" awards it as
 * Accept Bid would (the award hook: the bid Accepted, its operator and price on the charter, its
 * documents and aircraft checked, the next standby chosen), then the operator confirms as usual.
 */
export async function takeStandbyOffer(db: Db, actor: Actor, bidId: string) {
  if (actor.system || (actor.role !== 'Supplier' && actor.role !== 'Admin')) throw forbidden();
  if (!isUuid(bidId)) throw notFound();
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ status: string; bidderId: string; open: boolean; charterId: string; charterStatus: string }>(sql`
      select b.status, b.bidder_id as "bidderId", coalesce(b.offered_until > now(), false) as open,
        cr.id as "charterId", cr.status as "charterStatus"
      from bids b join charter_requests cr on cr.id = b.charter_request_id where b.id = ${bidId}`);
    const bid = r.rows[0];
    if (!bid) throw notFound();
    if (actor.role === 'Supplier' && bid.bidderId !== actor.supplierId) throw await bidOutOfReach(tx, actor, bidId);
    // Approved: the winner declined; Confirmed: the booked operator's compliance lapsed.
    if (bid.status !== STANDBY_STATUS || !bid.open || !['Approved', 'Confirmed'].includes(bid.charterStatus)) {
      throw new HttpError(409, [STANDBY_MESSAGES.notOffered]);
    }
    const done = await transition(tx, SYSTEM, {
      entity: 'CharterRequest',
      id: bid.charterId,
      actionName: STANDBY_TAKES_CHARTER,
      currentStatus: bid.charterStatus,
      newStatus: 'PendingConfirmation',
      hookData: { bidId },
    });
    await tx.execute(sql`update bids set offered_until = null where id = ${bidId}`);
    await addTimelineItem(tx, {
      entityType: 'Bid',
      entityId: bidId,
      oldStatus: STANDBY_STATUS,
      newStatus: 'Accepted',
      actionName: STANDBY_MESSAGES.taken,
      reason: 'The operator took the charter offered to its standby bid.',
      actor,
    });
    return {
      message: `You took ${formatJobReference(done.jobReference)}. Please confirm the charter.`,
      result: { id: done.id, status: done.newStatus },
    };
  });
}
