import { sql } from 'drizzle-orm';
import type { Tx } from '@charter/db';
import { queueWebhook } from './queue-webhook.js';

/**
 * The events a charter's change of state raises, queued in the transition's transaction (after its
 * hooks, so an award's bidder is on the charter): opened to operators, bidding closed, awarded,
 * confirmed.
 */
export async function queueCharterTransitionWebhooks(tx: Tx, t: { charterId: string; from: string; to: string }): Promise<void> {
  const charterId = t.charterId;
  if (t.to === 'Live' && t.from !== 'Live')
    await queueWebhook(tx, { type: 'charter.live', charterId, audience: { kind: 'operatorsWhoSee' } });
  if (t.from === 'Live' && t.to !== 'Live') {
    await queueWebhook(tx, { type: 'charter.bidding_closed', charterId, audience: { kind: 'charterClient' } });
  }
  if (t.to === 'PendingConfirmation') {
    await queueWebhook(tx, { type: 'bid.accepted', charterId, subject: sql`cr.bid_id`, audience: { kind: 'charterOperator' } });
  }
  if (t.to === 'Confirmed' && t.from !== 'Confirmed') {
    await queueWebhook(tx, { type: 'charter.confirmed', charterId, audience: { kind: 'charterClient' } });
  }
}

/** A bid that ends Unsuccessful or stands by: its operator hears. */
export async function queueBidOutcomeWebhook(
  tx: Tx,
  b: { charterId: string; bidId: string; bidderId: string; status: 'Unsuccessful' | 'Standby' },
): Promise<void> {
  await queueWebhook(tx, {
    type: b.status === 'Standby' ? 'bid.standby' : 'bid.unsuccessful',
    charterId: b.charterId,
    subject: b.bidId,
    audience: { kind: 'operator', supplierId: b.bidderId },
  });
}
