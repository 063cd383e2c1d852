import { sql } from 'drizzle-orm';
import { STANDBY_MESSAGES, formatJobReference, infeasibleReasons } from '@charter/shared';
import type { Tx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { queueOperatorEmail } from '../../mail/operator-mail.js';
import { publishChange } from '../../realtime/publish.js';
import { bidComplianceCheck } from '../compliance/bid-compliance.js';
import { bidFeasibilityCheck } from '../feasibility/bid-feasibility.js';
import { queueBidOutcomeWebhook } from '../webhooks/charter-webhooks.js';

export const STANDBY_STATUS = 'Standby';

/**
 * Puts the best-ranked other bid of the charter that could fly it on standby (ADR 0048), in the
 * caller's transaction: the lowest price with margin first (earlier on a tie), among the New bids of
 * other operators than the winner's, the first whose operator's documents and aircraft hold for its
 * flight (bidComplianceCheck) and whose aircraft can fly every sector (no red, bidFeasibilityCheck).
 * Its operator is told and its timeline says so. Answers the bid put on standby, or null when none
 * qualifies or one already stands by.
 */
export async function chooseStandby(tx: Tx, charterId: string, actor: Actor): Promise<string | null> {
  const r = await tx.execute<{ id: string; bidderId: string; jobReference: number; standing: boolean }>(sql`
    select b.id, b.bidder_id as "bidderId", cr.job_reference as "jobReference",
      exists (select 1 from bids s where s.charter_request_id = cr.id and s.status = ${STANDBY_STATUS}) as standing
    from bids b join charter_requests cr on cr.id = b.charter_request_id
    where b.charter_request_id = ${charterId} and b.status = 'New' and b.bidder_id is distinct from cr.bidder_id
    order by b.with_margin, b.time_of_bid, b.id
    for update of b`);
  if (r.rows[0]?.standing) return null;
  for (const bid of r.rows) {
    const compliance = await bidComplianceCheck(tx, bid.id);
    if (!compliance || compliance.problems.length > 0) continue;
    const feasibility = await bidFeasibilityCheck(tx, bid.id);
    if (!feasibility || infeasibleReasons(feasibility).length > 0) continue;
    await tx.execute(sql`update bids set status = ${STANDBY_STATUS}, updated_at = now() where id = ${bid.id}`);
    await addTimelineItem(tx, {
      entityType: 'Bid',
      entityId: bid.id,
      oldStatus: 'New',
      newStatus: STANDBY_STATUS,
      actionName: STANDBY_MESSAGES.standby,
      reason: STANDBY_MESSAGES.standbyReason,
      actor,
    });
    const job = formatJobReference(Number(bid.jobReference));
    await queueOperatorEmail(
      tx,
      sql`s.id = ${bid.bidderId}`,
      {
        subject: `Your bid on ${job} is on standby`,
        text: `The client accepted another operator's bid on ${job}. Yours is on standby: if that operator cannot fly it, the charter is offered to you first. You may release your bid from standby on the charter's Bids tab at any time.`,
      },
      { name: STANDBY_MESSAGES.standby, entityType: 'Bid', entityId: bid.id, fromState: 'New', newState: STANDBY_STATUS },
    );
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
    await queueBidOutcomeWebhook(tx, { charterId, bidId: b.id, bidderId: b.bidderId, status: 'Unsuccessful' });
  }
  if (ended.rows.length)
    await publishChange(
      tx,
      'Bid',
      ended.rows.map((b) => b.id),
    );
}
