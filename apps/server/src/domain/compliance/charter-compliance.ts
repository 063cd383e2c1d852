import { sql } from 'drizzle-orm';
import { COMPLIANCE_MESSAGES } from '@charter/shared';
import type { Tx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { publishChange } from '../../realtime/publish.js';
import { queueCharterMessage } from '../../workflow/notifications.js';
import { queueWebhook } from '../webhooks/queue-webhook.js';
import { bidComplianceCheck } from './bid-compliance.js';

/** Booked charters whose chosen operator must keep holding its documents until they fly. */
export const WATCHED_STATUSES = ['Confirmed'] as const;

/** The charter (alias-free: charter_requests' own columns) is in a watched status. */
export const watchedStatus = sql`status in (${sql.join(
  WATCHED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

export type ComplianceChange = 'lapsed' | 'restored' | 'unchanged';

/** Told when a booked charter's operator lapses (the standby's offer listens here). */
type LapseListener = (tx: Tx, charterId: string, actor: Actor) => Promise<void>;
const lapseListeners = new Set<LapseListener>();
export function onComplianceLapse(listener: LapseListener): void {
  lapseListeners.add(listener);
}

/**
 * Checks a booked charter's chosen operator again (bidComplianceCheck of its winning bid) and
 * records what changed, in the caller's transaction, with the charter row locked by the caller:
 * a new lapse (or a different one) goes on the charter (its banner), its timeline, and to admins,
 * the client party and the operator through the outbox; a lapse put right is cleared and written
 * on the timeline. Answers what happened.
 */
export async function recheckCharterCompliance(tx: Tx, charterId: string, actor: Actor): Promise<ComplianceChange> {
  const r = await tx.execute<{ status: string; bidId: string | null; lapse: string | null; departed: boolean }>(sql`
    select status, bid_id as "bidId", compliance_lapse as lapse, last_depart_time <= now() as departed
    from charter_requests where id = ${charterId}`);
  const charter = r.rows[0];
  if (!charter) return 'unchanged';
  await tx.execute(sql`update charter_requests set compliance_checked_at = now() where id = ${charterId}`);
  const watched = (WATCHED_STATUSES as readonly string[]).includes(charter.status) && !charter.departed && charter.bidId;
  const check = watched ? await bidComplianceCheck(tx, charter.bidId!) : undefined;
  const text = check?.problems.map((p) => p.message).join(' ') || null;
  if (text === charter.lapse) return 'unchanged';
  const entry = { entityType: 'CharterRequest', entityId: charterId, oldStatus: charter.status, newStatus: charter.status, actor };
  if (text === null) {
    await tx.execute(sql`
      update charter_requests set compliance_lapse = null, compliance_lapsed_at = null, updated_at = now() where id = ${charterId}`);
    await addTimelineItem(tx, { ...entry, actionName: COMPLIANCE_MESSAGES.restored, reason: 'The operator holds its documents again.' });
    await publishChange(tx, 'CharterRequest', [charterId]);
    return 'restored';
  }
  await tx.execute(sql`
    update charter_requests set compliance_lapse = ${text}, compliance_lapsed_at = coalesce(compliance_lapsed_at, now()), updated_at = now()
    where id = ${charterId}`);
  await addTimelineItem(tx, { ...entry, actionName: COMPLIANCE_MESSAGES.lapsed, reason: text });
  await queueWebhook(tx, { type: 'charter.alert', charterId, audience: { kind: 'charterClient' } });
  const base = { charterId, name: COMPLIANCE_MESSAGES.lapsed, reason: text, status: charter.status };
  await queueCharterMessage(tx, {
    ...base,
    audiences: ['Admin', 'Client'],
    subject: 'Operator compliance lapsed on {job}',
    message:
      'The operator booked for {job} ({from} to {to}, departing {depart}) no longer holds what it needs to fly it: {reason} The charter shows this until it is put right.',
  });
  await queueCharterMessage(tx, {
    ...base,
    audiences: ['Supplier'],
    subject: 'Your documents for {job}',
    message:
      'You are booked to fly {job} ({from} to {to}, departing {depart}), but: {reason} Please put this right on your Documents page.',
  });
  await publishChange(tx, 'CharterRequest', [charterId]);
  if (charter.lapse === null) for (const listener of lapseListeners) await listener(tx, charterId, actor);
  return 'lapsed';
}

/**
 * After a change to an operator's documents or aircraft approvals: each booked charter it flies is
 * checked at once (in the change's transaction), so a lapse is told the moment it happens.
 */
export async function recheckOperatorCharters(tx: Tx, supplierId: string, actor: Actor): Promise<void> {
  const r = await tx.execute<{ id: string }>(sql`
    select id from charter_requests
    where bidder_id = ${supplierId} and ${watchedStatus} and last_depart_time > now()
    order by id for update`);
  for (const c of r.rows) await recheckCharterCompliance(tx, c.id, actor);
}
