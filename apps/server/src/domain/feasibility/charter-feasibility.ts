import { sql } from 'drizzle-orm';
import { FEASIBILITY_MESSAGES, infeasibleReasons } from '@charter/shared';
import type { Tx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { publishChange } from '../../realtime/publish.js';
import { queueCharterMessage } from '../../workflow/notifications.js';
import { queueWebhook } from '../webhooks/queue-webhook.js';
import { bidFeasibilityCheck } from './bid-feasibility.js';

/** Awarded charters whose aircraft must still fit the manifest as it changes. */
const AWARDED_STATUSES = ['PendingConfirmation', 'Confirmed'];

export type FeasibilityChange = 'flagged' | 'cleared' | 'unchanged';

/**
 * Judges an awarded charter's winning bid again (bidFeasibilityCheck) after its manifest changed,
 * in the caller's transaction, with the charter row locked by the caller: a sector the aircraft can
 * no longer fly (red) goes on the charter (its banner), its timeline, and to admins and the operator
 * through the outbox; a flag put right is cleared and written on the timeline. Amber is no flag.
 * Answers what happened.
 */
export async function recheckCharterFeasibility(tx: Tx, charterId: string, actor: Actor): Promise<FeasibilityChange> {
  const r = await tx.execute<{ status: string; bidId: string | null; flag: string | null; departed: boolean }>(sql`
    select status, bid_id as "bidId", feasibility_flag as flag, last_depart_time <= now() as departed
    from charter_requests where id = ${charterId}`);
  const charter = r.rows[0];
  if (!charter) return 'unchanged';
  const awarded = AWARDED_STATUSES.includes(charter.status) && !charter.departed && charter.bidId;
  const check = awarded ? await bidFeasibilityCheck(tx, charter.bidId!) : undefined;
  const text = (check && infeasibleReasons(check).join('. ')) || null;
  if (text === charter.flag) return 'unchanged';
  const entry = { entityType: 'CharterRequest', entityId: charterId, oldStatus: charter.status, newStatus: charter.status, actor };
  if (text === null) {
    await tx.execute(sql`
      update charter_requests set feasibility_flag = null, feasibility_flagged_at = null, updated_at = now() where id = ${charterId}`);
    await addTimelineItem(tx, {
      ...entry,
      actionName: FEASIBILITY_MESSAGES.restored,
      reason: 'The passenger list fits the aircraft again.',
    });
    await publishChange(tx, 'CharterRequest', [charterId]);
    return 'cleared';
  }
  await tx.execute(sql`
    update charter_requests set feasibility_flag = ${text}, feasibility_flagged_at = coalesce(feasibility_flagged_at, now()), updated_at = now()
    where id = ${charterId}`);
  await addTimelineItem(tx, { ...entry, actionName: FEASIBILITY_MESSAGES.flagged, reason: text });
  await queueWebhook(tx, { type: 'charter.alert', charterId, audience: { kind: 'charterClient' } });
  const base = { charterId, name: FEASIBILITY_MESSAGES.flagged, reason: text, status: charter.status };
  await queueCharterMessage(tx, {
    ...base,
    audiences: ['Admin'],
    subject: 'Awarded aircraft cannot fly {job} as its manifest stands',
    message:
      'The passenger list of {job} ({from} to {to}, departing {depart}) changed after the award, and the awarded aircraft can no longer fly it: {reason} The charter shows this until it is put right.',
  });
  await queueCharterMessage(tx, {
    ...base,
    audiences: ['Supplier'],
    subject: 'Your aircraft for {job}',
    message:
      'The passenger list of {job} ({from} to {to}, departing {depart}) changed, and the aircraft you bid can no longer fly it: {reason} Please contact us to put this right.',
  });
  await publishChange(tx, 'CharterRequest', [charterId]);
  return 'flagged';
}
