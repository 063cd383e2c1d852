import { sql } from 'drizzle-orm';
import { BIDDING_END_MESSAGE, TERMS_REQUIRED_MESSAGE, dataEntryApplies, type DataEntryFilter, type DataType } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../access/actor.js';
import { charterVisibility } from '../access/charter-scope.js';
import { HttpError, badRequest, forbidden, notFound } from '../lib/http-errors.js';
import { publishChange } from '../realtime/publish.js';
import { runTransitionHooks } from './hooks.js';
import { queueStateChangeNotifications } from './notifications.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TransitionRequest {
  entity: string;
  id: string;
  /** The allowed action chosen (users); the system names its action instead. */
  allowedActionId?: string;
  actionName?: string;
  currentStatus: string;
  newStatus: string;
  reason?: string;
  biddingEndDate?: string;
  states?: string[];
  termsAccepted?: boolean;
  /**
   * Set only by the service behind a Route action (e.g. accepting a bid on the Bids tab), which
   * does that screen's own checks; setItemStatus refuses Route actions.
   */
  viaRoute?: boolean;
  /** Passed to the transition hooks (e.g. the bid being accepted); set by services only. */
  hookData?: Record<string, unknown>;
}

export interface TransitionResult {
  id: string;
  jobReference: number;
  oldStatus: string;
  newStatus: string;
  actionName: string;
}

interface ActionRow {
  id: string;
  entityType: string;
  entityState: string;
  allowedRole: string;
  actionName: string;
  allowedStatus: string;
  nextState: string;
  actionType: string;
  dataTypeRequired: DataType | null;
  dataEntryFilter: DataEntryFilter;
  dataSource: string | null;
}

export const STALE_MESSAGE = 'This item has changed since you loaded it. Please refresh and try again.';

async function findAction(tx: Tx, req: TransitionRequest, role: string): Promise<ActionRow | undefined> {
  const r = await tx.execute<ActionRow & Record<string, unknown>>(sql`
    select id, entity_type as "entityType", entity_state as "entityState", allowed_role as "allowedRole",
      action_name as "actionName", allowed_status as "allowedStatus", next_state as "nextState", action_type as "actionType",
      data_type_required as "dataTypeRequired", data_entry_filter as "dataEntryFilter", data_source as "dataSource"
    from allowed_actions
    where entity_type = ${req.entity} and allowed_role = ${role} and allowed_status = 'Active'
      and ${req.allowedActionId ? sql`id = ${req.allowedActionId}` : sql`action_name = ${req.actionName ?? ''} and entity_state = ${req.currentStatus}`}
    order by sort_order limit 1`);
  return r.rows[0];
}

interface CharterRow {
  id: string;
  status: string;
  qGov: boolean;
  jobReference: number;
  firstDepart: string;
  bidCount: number;
}

/** Locks the charter row (visible to the actor) so concurrent transitions serialise. */
async function lockCharter(tx: Tx, id: string, actor: Actor): Promise<CharterRow | undefined> {
  const r = await tx.execute<CharterRow & Record<string, unknown>>(sql`
    select cr.id, cr.status, cr.q_gov as "qGov", cr.job_reference as "jobReference",
      cr.depart_time as "firstDepart", cr.bid_count as "bidCount"
    from charter_requests cr
    where cr.id = ${id} and ${charterVisibility(actor)}
    for update of cr`);
  return r.rows[0];
}

async function validateExtraData(tx: Tx, action: ActionRow, req: TransitionRequest, item: CharterRow): Promise<Record<string, unknown>> {
  const extra: Record<string, unknown> = {};
  if (!action.dataTypeRequired || !dataEntryApplies(action.dataEntryFilter, item.qGov)) return extra;
  switch (action.dataTypeRequired) {
    case 'Reason': {
      const reason = (req.reason ?? '').trim();
      if (!reason || reason === 'No Reason') throw badRequest(['Please choose a reason'], { reason: ['Please choose a reason'] });
      if (action.dataSource) {
        const listed = await tx.execute(sql`select 1 from settings where name = ${action.dataSource} and value = ${reason} limit 1`);
        if (listed.rows.length === 0)
          throw badRequest(['Please choose a reason from the list'], { reason: ['Please choose a reason from the list'] });
      }
      break;
    }
    case 'TermsAndConditions':
      if (req.termsAccepted !== true) throw badRequest([TERMS_REQUIRED_MESSAGE], { termsAccepted: [TERMS_REQUIRED_MESSAGE] });
      extra.reason = 'Accepted Terms';
      break;
    case 'BiddingEndDate': {
      const parsed = req.biddingEndDate ? new Date(req.biddingEndDate) : null;
      const end = parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
      // Checked against the database clock, which every instance shares.
      const ok = end
        ? (
            await tx.execute<{ ok: boolean }>(
              sql`select ${end.toISOString()}::timestamptz > now() and ${end.toISOString()}::timestamptz <= ${item.firstDepart}::timestamptz as ok`,
            )
          ).rows[0]?.ok
        : false;
      if (!ok) throw badRequest([BIDDING_END_MESSAGE], { biddingEndDate: [BIDDING_END_MESSAGE] });
      extra.biddingEndsAt = end!.toISOString();
      break;
    }
    case 'CharterStateSelect': {
      const states = req.states ?? [];
      const known = await tx.execute<{ code: string }>(sql`select code from location_states`);
      const codes = new Set(known.rows.map((s) => s.code));
      if (states.length === 0 || states.some((s) => !codes.has(s))) {
        throw badRequest(['Please choose at least one state'], { states: ['Please choose at least one state'] });
      }
      extra.states = states;
      break;
    }
  }
  return extra;
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
 * entry, the notifications (outbox) and the change event commit together.
 */
export async function transition(tx: Tx, actor: Actor, req: TransitionRequest): Promise<TransitionResult> {
  if (req.entity !== 'CharterRequest') throw badRequest([`Status changes for ${req.entity} are not available`]);
  const action = await findAction(tx, req, actor.role);
  if (!action) throw forbidden('This action is not available to you.');
  if (action.actionType === 'Route' && !req.viaRoute) throw badRequest([`${action.actionName} is done on its own screen.`]);
  if (action.entityState !== req.currentStatus || action.nextState !== req.newStatus) {
    throw new HttpError(409, [STALE_MESSAGE]);
  }
  const item = await lockCharter(tx, req.id, actor);
  if (!item) throw notFound();
  if (item.status !== req.currentStatus) throw new HttpError(409, [STALE_MESSAGE]);

  const extra = await validateExtraData(tx, action, req, item);
  const reason = (extra.reason as string | undefined) ?? (req.reason?.trim() || 'No Reason');
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
  await tx.execute(sql`
    insert into timeline_items (entity_type, entity_id, old_status, new_status, action_name, reason, user_id, role)
    values ('CharterRequest', ${item.id}, ${item.status}, ${action.nextState}, ${action.actionName}, ${reason}, ${actor.userId}, ${actor.role})`);
  await queueStateChangeNotifications(tx, {
    entityType: 'CharterRequest',
    id: item.id,
    fromState: item.status,
    newState: action.nextState,
    reason,
  });
  await publishChange(tx, 'CharterRequest', [item.id]);
  return {
    id: item.id,
    jobReference: Number(item.jobReference),
    oldStatus: item.status,
    newStatus: action.nextState,
    actionName: action.actionName,
  };
}
