import { sql } from 'drizzle-orm';
import { CHANGE_MESSAGES, decideChangeSchema, formatJobReference } from '@charter/shared';
import type { Db, Tx } from '@charter/db';
import { SYSTEM, type Actor } from '../../access/actor.js';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { publishChange } from '../../realtime/publish.js';
import { findChange, lockCharter, priceWithMargin, type ChangeRow, type LockedCharter } from './change-charter.repository.js';
import { job, mailBothParties, who } from './change-mail.js';
import { decisionRights, sideOf } from './change-scope.js';
import { makeChangedVersion } from './change-version.js';

export interface DecisionResult {
  id: string;
  status: string;
  charterRequestId: string;
  changedCharterRequestId: string | null;
  changedJobReference: number | null;
}

async function closeChange(tx: Tx, actor: Actor, change: ChangeRow, status: string, reason: string | null, extra = sql``) {
  await tx.execute(sql`
    update change_charters set status = ${status}, decision_reason = ${reason}, decided_by_user_id = ${actor.userId},
      decided_at = now(), updated_at = now() ${extra}
    where id = ${change.id}`);
}

/** Accepting: the new version, the old one Superceded and linked both ways, in the caller's transaction. */
async function accept(tx: Tx, actor: Actor, c: LockedCharter, change: ChangeRow, cost: number | undefined, reason: string | null) {
  const newCost = change.initiatedBy === 'Client' ? cost : (change.changeToCost ?? undefined);
  if (newCost === undefined) throw badRequest([CHANGE_MESSAGES.cost], { cost: [CHANGE_MESSAGES.cost] });
  const withMargin = change.initiatedBy === 'Client' ? await priceWithMargin(tx, c, newCost) : change.changeToCostWithMargin!;
  const made = await makeChangedVersion(tx, c, change, { cost: newCost, withMargin });
  await tx.execute(sql`
    update charter_requests set status = 'Superceded', change_charter_request_id = ${made.id}, change_pending = false,
      change_status = 'Accepted', change_to_cost = ${newCost}, change_to_cost_with_margin = ${withMargin},
      change_in_cost = ${newCost !== c.price}, updated_at = now()
    where id = ${c.id}`);
  await closeChange(
    tx,
    actor,
    change,
    'Accepted',
    reason,
    sql`, changed_charter_request_id = ${made.id}, change_to_cost = ${newCost}, change_to_cost_with_margin = ${withMargin}`,
  );
  const newJob = formatJobReference(made.jobReference);
  await addTimelineItem(tx, {
    entityType: 'CharterRequest',
    entityId: c.id,
    oldStatus: c.status,
    newStatus: 'Superceded',
    actionName: 'Change Accepted',
    reason: `Superseded by ${newJob}${reason ? `: ${reason}` : ''}`,
    actor,
  });
  await addTimelineItem(tx, {
    entityType: 'CharterRequest',
    entityId: made.id,
    oldStatus: 'New',
    newStatus: 'Confirmed',
    actionName: 'Change Accepted',
    reason: `Changed version of ${job(c)}: ${change.reason}`,
    actor,
  });
  await mailBothParties(tx, c, {
    name: 'Change accepted',
    subject: `The change to ${job(c)} is accepted: now ${newJob}`,
    text: `The change to ${job(c)} asked by ${who(change.initiatedBy).toLowerCase()} was accepted. The charter continues as ${newJob}; ${job(c)} is superseded.`,
    fromState: c.status,
    newState: 'Superceded',
  });
  await publishChange(tx, 'CharterRequest', [c.id, made.id]);
  return made;
}

/**
 * POST updateChangeCharter: the other party accepts or declines (a reason is needed to decline),
 * or who asked withdraws. The charter must still be Confirmed with this change pending.
 */
export async function decideChange(db: Db, actor: Actor, body: unknown): Promise<DecisionResult> {
  if (!sideOf(actor)) throw forbidden();
  const input = parseOr400(decideChangeSchema, body);
  return db.transaction(async (tx) => {
    // The charter first, then the change: the order asking takes, so the two cannot deadlock.
    const peek = await findChange(tx, actor, input.id);
    if (!peek) throw notFound();
    const c = await lockCharter(tx, SYSTEM, peek.charterRequestId);
    const change = await findChange(tx, actor, input.id, true);
    if (!c || !change) throw notFound();
    if (change.status !== 'New') throw new HttpError(409, [CHANGE_MESSAGES.decided]);
    const rights = decisionRights(actor, change);
    const reason = input.reason || null;

    if (input.decision === 'Withdraw' || input.decision === 'Decline') {
      if (input.decision === 'Withdraw' && !rights.canWithdraw) throw forbidden(CHANGE_MESSAGES.onlyMaker);
      if (input.decision === 'Decline' && !rights.canDecline) throw forbidden(CHANGE_MESSAGES.notYours);
      const status = input.decision === 'Withdraw' ? 'Withdrawn' : 'Declined';
      await closeChange(tx, actor, change, status, reason);
      await tx.execute(sql`
        update charter_requests set change_pending = false, change_status = ${status},
          withdraw_reason = case when ${status} = 'Withdrawn' then ${reason} else withdraw_reason end, updated_at = now()
        where id = ${c.id}`);
      const verb = status === 'Withdrawn' ? 'withdrawn' : 'declined';
      await addTimelineItem(tx, {
        entityType: 'CharterRequest',
        entityId: c.id,
        oldStatus: c.status,
        newStatus: c.status,
        actionName: `Change ${status}`,
        reason: `The change asked by ${who(change.initiatedBy).toLowerCase()} was ${verb}${reason ? `: ${reason}` : ''}`,
        actor,
      });
      await mailBothParties(tx, c, {
        name: `Change ${verb}`,
        subject: `The change to ${job(c)} was ${verb}`,
        text: `The change to ${job(c)} asked by ${who(change.initiatedBy).toLowerCase()} was ${verb}${reason ? `: ${reason}` : '.'} ${job(c)} stays as it was.`,
        fromState: c.status,
        newState: c.status,
      });
      await publishChange(tx, 'CharterRequest', [c.id]);
      return { id: change.id, status, charterRequestId: c.id, changedCharterRequestId: null, changedJobReference: null };
    }

    if (!rights.canAccept) throw forbidden(CHANGE_MESSAGES.notYours);
    if (c.status !== 'Confirmed') throw new HttpError(409, [CHANGE_MESSAGES.notConfirmed]);
    if (!rights.costOnAccept && input.cost !== undefined)
      throw badRequest([CHANGE_MESSAGES.noCostFromClient], { cost: [CHANGE_MESSAGES.noCostFromClient] });
    const made = await accept(tx, actor, c, change, input.cost, reason);
    return {
      id: change.id,
      status: 'Accepted',
      charterRequestId: c.id,
      changedCharterRequestId: made.id,
      changedJobReference: made.jobReference,
    };
  });
}
