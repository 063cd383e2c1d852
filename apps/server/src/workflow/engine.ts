import { sql } from 'drizzle-orm';
import type { Tx } from '@charter/db';
import type { Actor } from '../access/actor.js';
import { charterVisibility } from '../access/charter-scope.js';
import { HttpError, badRequest, notFound } from '../lib/http-errors.js';
import { addTimelineItem } from '../lib/timeline.js';
import { publishChange } from '../realtime/publish.js';
import {
  STALE_MESSAGE,
  checkedAction,
  reasonOf,
  validateExtraData,
  type TransitionRequest,
  type TransitionResult,
} from './action-table.js';
import { bidTransition } from './bid-transition.js';
import { runTransitionHooks } from './hooks.js';
import { queueStateChangeNotifications } from './notifications.js';
import { queueCharterTransitionWebhooks } from '../domain/webhooks/charter-webhooks.js';
import { sharePurchaseTransition, shareTransition } from './share-transition.js';

export { STALE_MESSAGE, type TransitionRequest, type TransitionResult } from './action-table.js';

interface CharterRow {
  id: string;
  status: string;
  qGov: boolean;
  jobReference: number;
  firstDepart: string;
}

/**
 * Locks the charter row (visible to the actor) so concurrent transitions serialise, and waits for
 * the bids under way on it (they hold it FOR SHARE).
 */
async function lockCharter(tx: Tx, id: string, actor: Actor): Promise<CharterRow | undefined> {
  const r = await tx.execute<CharterRow & Record<string, unknown>>(sql`
    select cr.id, cr.status, cr.q_gov as "qGov", cr.job_reference as "jobReference", cr.depart_time as "firstDepart"
    from charter_requests cr
    where cr.id = ${id} and ${charterVisibility(actor)}
    for update of cr`);
  return r.rows[0];
}

/** The fields a charter's new state implies (bidding window, closing, finishing). */
async function applyCharterStatus(tx: Tx, item: CharterRow, next: string, extra: Record<string, unknown>, reason: string): Promise<void> {
  const biddingEndsAt = (extra.biddingEndsAt as string | undefined) ?? null;
  const states = extra.states as string[] | undefined;
  await tx.execute(sql`
    update charter_requests set
      status = ${next},
      bidding_ends_at = case
        when ${biddingEndsAt}::timestamptz is not null then ${biddingEndsAt}::timestamptz
        when ${next} = 'Live' and (bidding_ends_at is null or ${item.status} <> 'Live')
          then least(now() + make_interval(hours => bidding_time_span_hours), depart_time)
        else bidding_ends_at end,
      bid_expired_at = case when ${item.status} = 'Live' and ${next} <> 'Live' then now() else bid_expired_at end,
      closed_at = case when ${next} = 'Closed' then now() else closed_at end,
      withdraw_reason = case when ${next} = 'Closed' then ${reason} else withdraw_reason end,
      finished = ${next} = 'Finished' or finished,
      finished_at = case when ${next} = 'Finished' then now() else finished_at end,
      supplier_states = coalesce(${states ? states.join(',') : null}, supplier_states),
      updated_at = now()
    where id = ${item.id}`);
}

/**
 * Moves an item to its next state: the action must exist for the actor's role and the item's
 * current state, the row is locked and its state re-checked, and the new state, the timeline
 * entry, the notifications (outbox) and the change event commit together. Bids have their own
 * path (bid-transition.ts): they lock their charter too and change its bid count. Charter shares
 * and their purchases have theirs (share-transition.ts, ADR 0016).
 */
export async function transition(tx: Tx, actor: Actor, req: TransitionRequest): Promise<TransitionResult> {
  if (req.entity === 'Bid') return bidTransition(tx, actor, req);
  if (req.entity === 'SharePurchase') return sharePurchaseTransition(tx, actor, req);
  if (req.entity === 'Share') return shareTransition(tx, actor, req);
  if (req.entity !== 'CharterRequest') throw badRequest([`Status changes for ${req.entity} are not available`]);
  const action = await checkedAction(tx, actor, req);
  const item = await lockCharter(tx, req.id, actor);
  if (!item) throw notFound();
  if (item.status !== req.currentStatus) throw new HttpError(409, [STALE_MESSAGE]);

  const extra = await validateExtraData(tx, action, req, item);
  const reason = reasonOf(extra, req);
  await applyCharterStatus(tx, item, action.nextState, extra, reason);
  // Before the notifications: a hook may set who they go to (the accepted bidder).
  await runTransitionHooks(tx, {
    actor,
    entity: 'CharterRequest',
    id: item.id,
    jobReference: Number(item.jobReference),
    from: item.status,
    to: action.nextState,
    actionName: action.actionName,
    reason,
    data: req.hookData ?? {},
  });
  await addTimelineItem(tx, {
    entityType: 'CharterRequest',
    entityId: item.id,
    oldStatus: item.status,
    newStatus: action.nextState,
    actionName: action.actionName,
    reason,
    actor,
  });
  await queueStateChangeNotifications(tx, {
    entityType: 'CharterRequest',
    id: item.id,
    fromState: item.status,
    newState: action.nextState,
    reason,
    actionName: action.actionName,
  });
  await queueCharterTransitionWebhooks(tx, { charterId: item.id, from: item.status, to: action.nextState });
  await publishChange(tx, 'CharterRequest', [item.id]);
  return {
    id: item.id,
    jobReference: Number(item.jobReference),
    oldStatus: item.status,
    newStatus: action.nextState,
    actionName: action.actionName,
  };
}
