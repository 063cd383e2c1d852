import { sql } from 'drizzle-orm';
import { STANDBY_MESSAGES, isUuid } from '@charter/shared';
import type { Db } from '@charter/db';
import { actorCan, type Actor } from '../../access/actor.js';
import { bidOutOfReach } from '../../access/bid-scope.js';
import { STANDBY_STATUS, standbyEnded } from '../../domain/bids/standby.js';
import { nextStandby } from '../../domain/bids/standby-offer.js';
import { HttpError, forbidden, notFound } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { publishChange } from '../../realtime/publish.js';
import { bidStatus } from './bid-write.repository.js';

/**
 * The operator (or an admin for it) takes its bid off standby (ADR 0048): the bid ends
 * Unsuccessful with the reason on its timeline, and the next best bid that could fly the charter
 * stands by instead (offered the charter at once if the released one had been), all in one
 * transaction under the charter's lock.
 */
export async function releaseStandby(db: Db, actor: Actor, bidId: string): Promise<void> {
  if (!actorCan(actor, 'withdrawBids') && actor.role !== 'Admin') throw forbidden();
  if (!isUuid(bidId)) throw notFound();
  await db.transaction(async (tx) => {
    const bid = await bidStatus(tx, bidId);
    if (!bid) throw notFound();
    if (actor.role === 'Supplier' && bid.bidderId !== actor.supplierId) throw await bidOutOfReach(tx, actor, bidId);
    const charter = await tx.execute<{ id: string }>(sql`
      select cr.id from charter_requests cr join bids b on b.charter_request_id = cr.id where b.id = ${bidId} for update of cr`);
    const released = await tx.execute<{ offered: boolean }>(sql`
      update bids b set status = 'Unsuccessful', offered_until = null, updated_at = now()
      from (select id, offered_until is not null as offered from bids where id = ${bidId}) old
      where b.id = old.id and b.status = ${STANDBY_STATUS}
      returning old.offered`);
    if (released.rows.length === 0) throw new HttpError(409, [STANDBY_MESSAGES.notStandby]);
    const charterId = charter.rows[0]!.id;
    await addTimelineItem(tx, {
      entityType: 'Bid',
      entityId: bidId,
      oldStatus: STANDBY_STATUS,
      newStatus: 'Unsuccessful',
      actionName: STANDBY_MESSAGES.released,
      reason: STANDBY_MESSAGES.releasedReason,
      actor,
    });
    await standbyEnded(tx, { charterId, bidId, bidderId: bid.bidderId }, STANDBY_MESSAGES.releasedReason);
    await publishChange(tx, 'Bid', [bidId]);
    await nextStandby(tx, charterId, actor, released.rows[0]!.offered);
  });
}
