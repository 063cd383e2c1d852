import { sql } from 'drizzle-orm';
import { DEFAULT_STANDBY_OFFER_HOURS, STANDBY_MESSAGES, STANDBY_OFFER_HOURS_SETTING, formatLocal } from '@charter/shared';
import type { Tx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { settingHours } from '../../lib/setting-hours.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { publishChange } from '../../realtime/publish.js';
import { queueStateChangeNotifications } from '../../workflow/notifications.js';
import { STANDBY_STATUS, chooseStandby, standbyEnded } from './standby.js';

/**
 * The winner dropped out (ADR 0048): the charter's standby, if it has one, is offered the charter
 * until now + StandbyOfferHours, in the caller's transaction with the charter locked. Its operator
 * and the admins are e-mailed (the event Standby -> Standby, {offeredUntil}), the bid's and the
 * charter's timelines say so. Answers the bid offered, or null.
 */
export async function offerToStandby(tx: Tx, charterId: string, actor: Actor): Promise<string | null> {
  const hours = await settingHours(tx, STANDBY_OFFER_HOURS_SETTING, DEFAULT_STANDBY_OFFER_HOURS);
  const r = await tx.execute<{ id: string; until: string; zone: string; status: string }>(sql`
    update bids b set offered_until = now() + make_interval(hours => ${hours}), updated_at = now()
    from charter_requests cr
    where cr.id = b.charter_request_id and b.charter_request_id = ${charterId} and b.status = ${STANDBY_STATUS}
      and b.offered_until is null
    returning b.id, b.offered_until as until, cr.depart_time_zone as zone, cr.status`);
  const bid = r.rows[0];
  if (!bid) return null;
  const until = formatLocal(new Date(bid.until), bid.zone);
  const reason = `Offered until ${until}.`;
  for (const [entityType, entityId] of [
    ['Bid', bid.id],
    ['CharterRequest', charterId],
  ] as const) {
    await addTimelineItem(tx, {
      entityType,
      entityId,
      oldStatus: entityType === 'Bid' ? STANDBY_STATUS : bid.status,
      newStatus: entityType === 'Bid' ? STANDBY_STATUS : bid.status,
      actionName: STANDBY_MESSAGES.offered,
      reason,
      actor,
    });
  }
  await queueStateChangeNotifications(tx, {
    entityType: 'Bid',
    id: bid.id,
    fromState: STANDBY_STATUS,
    newState: STANDBY_STATUS,
    reason,
    values: { offeredUntil: until },
  });
  await publishChange(tx, 'Bid', [bid.id]);
  return bid.id;
}

/**
 * A standby that let its offer pass (the caller holds the charter's lock): its bid ends
 * Unsuccessful, the next best bid that could fly the charter stands by and is offered it at once.
 */
export async function lapseStandbyOffer(tx: Tx, bidId: string, charterId: string, actor: Actor): Promise<void> {
  const ended = await tx.execute<{ bidderId: string }>(sql`
    update bids set status = 'Unsuccessful', offered_until = null, updated_at = now()
    where id = ${bidId} and status = ${STANDBY_STATUS} and offered_until <= now() returning bidder_id as "bidderId"`);
  const bid = ended.rows[0];
  if (!bid) return;
  await addTimelineItem(tx, {
    entityType: 'Bid',
    entityId: bidId,
    oldStatus: STANDBY_STATUS,
    newStatus: 'Unsuccessful',
    actionName: STANDBY_MESSAGES.offerLapsed,
    reason: STANDBY_MESSAGES.offerLapsedReason,
    actor,
  });
  await standbyEnded(tx, { charterId, bidId, bidderId: bid.bidderId }, STANDBY_MESSAGES.offerLapsedReason);
  await publishChange(tx, 'Bid', [bidId]);
  await nextStandby(tx, charterId, actor, true);
}

/**
 * After a standby left (released, or its offer let pass), in the caller's transaction under the
 * charter's lock: the next best bid that could fly the charter stands by, and is offered the charter
 * at once when the one that left had been offered it (the winner is gone; nobody else will ask).
 */
export async function nextStandby(tx: Tx, charterId: string, actor: Actor, offered: boolean): Promise<void> {
  if ((await chooseStandby(tx, charterId, actor)) && offered) await offerToStandby(tx, charterId, actor);
}
