import { sql } from 'drizzle-orm';
import {
  BIDDING_END_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  WORKFLOW_MESSAGES,
  dataEntryApplies,
  type DataEntryFilter,
  type DataType,
} from '@charter/shared';
import type { Tx } from '@charter/db';
import type { Actor } from '../access/actor.js';
import { HttpError, badRequest, forbidden } from '../lib/http-errors.js';

/** What every entity's transition shares: finding the action in the table, its checks and its extra data. */

export interface TransitionRequest {
  entity: string;
  id: string;
  /** The allowed action chosen (users); the system names its action instead. */
  allowedActionId?: string;
  actionName?: string;
  currentStatus: string;
  /**
   * Users always send the state they expect (a stale screen gets 409). A service that names its
   * action may leave it out: the table's next state applies, so an admin's change to it holds.
   */
  newStatus?: string;
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
  /** The charter's JB number (for a bid, the charter it was placed on). */
  jobReference: number;
  oldStatus: string;
  newStatus: string;
  actionName: string;
}

export interface ActionRow {
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

/** What the extra-data checks need to know of the item (for a bid: of its charter). */
export interface ItemFacts {
  qGov: boolean;
  firstDepart: string;
}

export const STALE_MESSAGE = 'This item has changed since you loaded it. Please refresh and try again.';

export const routeRefusal = (actionName: string) => `${actionName} is done on its own screen.`;

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

/**
 * The action the request names, checked before any row is locked: Active, of the entity, given
 * to the actor's role (403), not a Route action unless a route's service runs it (400), and
 * leading from and to the states the caller saw (409).
 */
export async function checkedAction(tx: Tx, actor: Actor, req: TransitionRequest): Promise<ActionRow> {
  const action = await findAction(tx, req, actor.role);
  if (!action) throw forbidden('This action is not available to you.');
  if (action.actionType === 'Route' && !req.viaRoute) throw badRequest([routeRefusal(action.actionName)]);
  if (action.entityState !== req.currentStatus || (req.newStatus !== undefined && action.nextState !== req.newStatus)) {
    throw new HttpError(409, [STALE_MESSAGE]);
  }
  return action;
}

/** The extra data the action asks for, checked; what it implies for the item comes back. */
export async function validateExtraData(
  tx: Tx,
  action: ActionRow,
  req: TransitionRequest,
  item: ItemFacts,
): Promise<Record<string, unknown>> {
  const extra: Record<string, unknown> = {};
  if (!action.dataTypeRequired || !dataEntryApplies(action.dataEntryFilter, item.qGov)) return extra;
  switch (action.dataTypeRequired) {
    case 'Reason': {
      const reason = (req.reason ?? '').trim();
      if (!reason || reason === 'No Reason')
        throw badRequest([WORKFLOW_MESSAGES.reasonRequired], { reason: [WORKFLOW_MESSAGES.reasonRequired] });
      if (action.dataSource) {
        const listed = await tx.execute(sql`select 1 from settings where name = ${action.dataSource} and value = ${reason} limit 1`);
        if (listed.rows.length === 0)
          throw badRequest([WORKFLOW_MESSAGES.reasonNotListed], { reason: [WORKFLOW_MESSAGES.reasonNotListed] });
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
        throw badRequest([WORKFLOW_MESSAGES.statesRequired], { states: [WORKFLOW_MESSAGES.statesRequired] });
      }
      extra.states = states;
      break;
    }
  }
  return extra;
}

/** The reason the timeline records: the terms' "Accepted Terms", else what the user chose, else "No Reason". */
export function reasonOf(extra: Record<string, unknown>, req: TransitionRequest): string {
  return (extra.reason as string | undefined) ?? (req.reason?.trim() || 'No Reason');
}
