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

/** What changed since the award: the passenger list, or the awarded aircraft's own figures. */
export type FeasibilityCause = 'manifest' | 'aircraft';

const CAUSE_TEXT: Record<FeasibilityCause, { restored: string; admins: string; operator: string }> = {
  manifest: {
    restored: 'The passenger list fits the aircraft again.',
    admins:
      'The passenger list of {job} ({from} to {to}, departing {depart}) changed after the award, and the awarded aircraft can no longer fly it: {reason} The charter shows this until it is put right.',
    operator:
      'The passenger list of {job} ({from} to {to}, departing {depart}) changed, and the aircraft you bid can no longer fly it: {reason} Please contact us to put this right.',
  },
  aircraft: {
    restored: "The awarded aircraft's figures fit the passenger list again.",
    admins:
      "The awarded aircraft's figures (seats, payload, range or dangerous goods) changed after the award of {job} ({from} to {to}, departing {depart}), and it can no longer fly it: {reason} The charter shows this until it is put right.",
    operator:
      'You changed the figures of the aircraft you bid for {job} ({from} to {to}, departing {depart}), and it can no longer fly it as asked: {reason} Please contact us to put this right.',
  },
};

/**
 * Judges an awarded charter's winning bid again (bidFeasibilityCheck) after its manifest or its
 * aircraft's figures changed, in the caller's transaction, with the charter row locked by the
 * caller: a sector the aircraft can no longer fly (red) goes on the charter (its banner), its
 * timeline, and to admins and the operator through the outbox; a flag put right is cleared and
 * written on the timeline. Amber is no flag. Answers what happened.
 */
export async function recheckCharterFeasibility(
  tx: Tx,
  charterId: string,
  actor: Actor,
  cause: FeasibilityCause = 'manifest',
): Promise<FeasibilityChange> {
  const says = CAUSE_TEXT[cause];
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
      reason: says.restored,
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
    message: says.admins,
  });
  await queueCharterMessage(tx, {
    ...base,
    audiences: ['Supplier'],
    subject: 'Your aircraft for {job}',
    message: says.operator,
  });
  await publishChange(tx, 'CharterRequest', [charterId]);
  return 'flagged';
}

/**
 * After an operator changes an aircraft's figures: every awarded charter still to fly whose winning
 * bid flies that aircraft is judged again, in the change's transaction, with its row locked.
 */
export async function recheckChartersFlying(tx: Tx, aircraftId: string, actor: Actor): Promise<void> {
  const r = await tx.execute<{ id: string }>(sql`
    select cr.id from charter_requests cr
    where cr.status in (${sql.join(
      AWARDED_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}) and cr.last_depart_time > now() and cr.bid_id is not null
      and exists (select 1 from bid_routes br where br.bid_id = cr.bid_id and ${aircraftId}::uuid = any(br.aircraft_ids))
    order by cr.id for update`);
  for (const c of r.rows) await recheckCharterFeasibility(tx, c.id, actor, 'aircraft');
}
