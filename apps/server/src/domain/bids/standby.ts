import { sql } from 'drizzle-orm';
import { STANDBY_MESSAGES, infeasibleReasons } from '@charter/shared';
import type { Tx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { publishChange } from '../../realtime/publish.js';
import { bidComplianceCheck } from '../compliance/bid-compliance.js';
import { bidFeasibilityCheck } from '../feasibility/bid-feasibility.js';
import { queueStateChangeNotifications } from '../../workflow/notifications.js';
import { queueBidOutcomeWebhook } from '../webhooks/charter-webhooks.js';

export const STANDBY_STATUS = 'Standby';

/**
 * Puts the best-ranked other bid of the charter that could fly it on standby (ADR 0048), in the
 * caller's transaction: the lowest price with margin first (earlier on a tie), among the bids of
 * other operators than the winner's still in the running, the first whose operator's documents and
 * aircraft hold for its flight (bidComplianceCheck) and whose aircraft can fly every sector (no
 * red, bidFeasibilityCheck). Still in the running: New, or Unsuccessful only because the charter was
 * confirmed with another (a bid that never stood by: a standby that left ends Unsuccessful too), so a
 * standby that leaves after the confirmation still has a successor. Its operator is told through the
 * bid's event (New or Unsuccessful -> Standby) and its timeline says so. Answers the bid put on
 * standby, or null when none qualifies or one already stands by.
 */
export async function chooseStandby(tx: Tx, charterId: string, actor: Actor): Promise<string | null> {
  const r = await tx.execute<{ id: string; bidderId: string; status: string; standing: boolean }>(sql`
    select b.id, b.bidder_id as "bidderId", b.status,
      exists (select 1 from bids s where s.charter_request_id = cr.id and s.status = ${STANDBY_STATUS}) as standing
    from bids b join charter_requests cr on cr.id = b.charter_request_id
    where b.charter_request_id = ${charterId} and b.bidder_id is distinct from cr.bidder_id
      and (b.status = 'New' or (b.status = 'Unsuccessful' and not exists (
        select 1 from timeline_items t where t.entity_type = 'Bid' and t.entity_id = b.id and t.new_status = ${STANDBY_STATUS})))
    order by b.with_margin, b.time_of_bid, b.id
    for update of b`);
  if (r.rows[0]?.standing) return null;
  for (const bid of r.rows) {
    const compliance = await bidComplianceCheck(tx, bid.id);
    if (!compliance || compliance.problems.length > 0) continue;
    const feasibility = await bidFeasibilityCheck(tx, bid.id);
    if (!feasibility || infeasibleReasons(feasibility).length > 0) continue;
    await tx.execute(sql`update bids set status = ${STANDBY_STATUS}, updated_at = now() where id = ${bid.id}`);
    const reason = bid.status === 'New' ? STANDBY_MESSAGES.standbyReason : STANDBY_MESSAGES.standbyAgainReason;
    await addTimelineItem(tx, {
      entityType: 'Bid',
      entityId: bid.id,
      oldStatus: bid.status,
      newStatus: STANDBY_STATUS,
      actionName: STANDBY_MESSAGES.standby,
      reason,
      actor,
    });
    await queueStateChangeNotifications(tx, { entityType: 'Bid', id: bid.id, fromState: bid.status, newState: STANDBY_STATUS, reason });
    await queueBidOutcomeWebhook(tx, { charterId, bidId: bid.id, bidderId: bid.bidderId, status: STANDBY_STATUS });
    await publishChange(tx, 'Bid', [bid.id]);
    return bid.id;
  }
  return null;
}

/**
 * Ends a charter's standby once it is no longer needed (the charter has flown): the bid ends
 * Unsuccessful, with the reason on its timeline.
 */
export async function endStandby(tx: Tx, charterId: string, actor: Actor, reason: string): Promise<void> {
  const ended = await tx.execute<{ id: string; bidderId: string }>(sql`
    update bids set status = 'Unsuccessful', updated_at = now()
    where charter_request_id = ${charterId} and status = ${STANDBY_STATUS}
    returning id, bidder_id as "bidderId"`);
  for (const b of ended.rows) {
    await addTimelineItem(tx, {
      entityType: 'Bid',
      entityId: b.id,
      oldStatus: STANDBY_STATUS,
      newStatus: 'Unsuccessful',
      actionName: 'Standby ended',
      reason,
      actor,
    });
    await standbyEnded(tx, { charterId, bidId: b.id, bidderId: b.bidderId }, reason);
  }
  if (ended.rows.length)
    await publishChange(
      tx,
      'Bid',
      ended.rows.map((b) => b.id),
    );
}

/**
 * What follows a standby's bid ending Unsuccessful (released, its offer let pass, no longer needed):
 * its operator is e-mailed through the event Standby -> Unsuccessful, with why, and its systems hear
 * of the outcome. The caller has written the status and the timeline entry.
 */
export async function standbyEnded(tx: Tx, bid: { charterId: string; bidId: string; bidderId: string }, reason: string): Promise<void> {
  await queueStateChangeNotifications(tx, {
    entityType: 'Bid',
    id: bid.bidId,
    fromState: STANDBY_STATUS,
    newState: 'Unsuccessful',
    reason,
  });
  await queueBidOutcomeWebhook(tx, { charterId: bid.charterId, bidId: bid.bidId, bidderId: bid.bidderId, status: 'Unsuccessful' });
}
