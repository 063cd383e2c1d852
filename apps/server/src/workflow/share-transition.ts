import { sql } from 'drizzle-orm';
import type { Tx } from '@charter/db';
import { SHARE_MESSAGES } from '@charter/shared';
import type { Actor } from '../access/actor.js';
import { charterOwnerSide, purchaseBuyerScope } from '../access/share-scope.js';
import { purchaseSideAllows, purchaseValues } from '../domain/shares/purchase-rules.js';
import { HttpError, forbidden, notFound } from '../lib/http-errors.js';
import { publishChange, publishShareChange } from '../realtime/publish.js';
import {
  STALE_MESSAGE,
  checkedAction,
  reasonOf,
  validateExtraData,
  type TransitionRequest,
  type TransitionResult,
} from './action-table.js';
import { writeItemTransition } from './item-transition.js';

/**
 * Charter shares and their purchases through the workflow table (ADR 0016). Rows are locked in
 * the order every share call takes — the charter, then the share, then the purchase — so sales,
 * offers and decisions on one charter serialise without deadlocks.
 */

interface LockedCharter {
  id: string;
  status: string;
  qGov: boolean;
  jobReference: number;
  firstDepart: string;
  owner: boolean;
}

async function lockCharter(tx: Tx, actor: Actor, id: string): Promise<LockedCharter | undefined> {
  const r = await tx.execute<LockedCharter & Record<string, unknown>>(sql`
    select cr.id, cr.status, cr.q_gov as "qGov", cr.job_reference as "jobReference", cr.depart_time as "firstDepart",
      (${charterOwnerSide(actor)}) as owner
    from charter_requests cr where cr.id = ${id} for update of cr`);
  const row = r.rows[0];
  return row ? { ...row, jobReference: Number(row.jobReference) } : undefined;
}

/** A share purchase's status change (Accept, Confirm, Decline, Cancel or what an admin adds to the table). */
export async function sharePurchaseTransition(tx: Tx, actor: Actor, req: TransitionRequest): Promise<TransitionResult> {
  const action = await checkedAction(tx, actor, req);
  const ref = (
    await tx.execute<{ charterId: string; shareId: string }>(
      sql`select charter_request_id as "charterId", share_id as "shareId" from share_purchases where id = ${req.id}`,
    )
  ).rows[0];
  if (!ref) throw notFound();
  const charter = await lockCharter(tx, actor, ref.charterId);
  await tx.execute(sql`select id from charter_shares where id = ${ref.shareId} for update`);
  const p = (
    await tx.execute<{ id: string; status: string; passengerName: string; from: string; to: string; buyer: boolean }>(sql`
      select sp.id, sp.status, sp.passenger_name as "passengerName", r.from_site as "from", r.to_site as "to",
        (${purchaseBuyerScope(actor)}) as buyer
      from share_purchases sp join charter_routes r on r.id = sp.route_id
      where sp.id = ${req.id} for update of sp`)
  ).rows[0];
  if (!charter || !p) throw notFound();
  const side = { owner: charter.owner, buyer: p.buyer };
  if (!side.owner && !side.buyer && actor.role !== 'Admin') throw notFound();
  if (!purchaseSideAllows(actor.role, action.nextState, side)) throw forbidden('This action is not available to you.');
  if (p.status !== req.currentStatus) throw new HttpError(409, [SHARE_MESSAGES.purchaseDecided]);

  const extra = await validateExtraData(tx, action, req, charter);
  const reason = reasonOf(extra, req);
  const next = action.nextState;
  // The shares module's hooks give a released seat back and take its passenger off the manifest.
  return writeItemTransition(tx, {
    actor,
    actionName: action.actionName,
    entity: 'SharePurchase',
    id: p.id,
    from: p.status,
    to: next,
    reason,
    charter,
    writeStatus: sql`
      update share_purchases set status = ${next}, decided_by_user_id = ${actor.userId}, decided_at = now(), updated_at = now()
      where id = ${p.id}`,
    hookData: req.hookData,
    charterNote: `Seat of ${p.passengerName} on ${p.from} → ${p.to}: ${p.status} → ${next}`,
    values: purchaseValues(p.passengerName, 1, p.from, p.to),
    publish: async (tx) => {
      await publishShareChange(tx, charter.id);
      await publishChange(tx, 'CharterRequest', [charter.id]);
    },
  });
}

/** A share's status change (Confirm Share closes its sales): admins, as the table allows. */
export async function shareTransition(tx: Tx, actor: Actor, req: TransitionRequest): Promise<TransitionResult> {
  const action = await checkedAction(tx, actor, req);
  const ref = (
    await tx.execute<{ charterId: string }>(sql`select charter_request_id as "charterId" from charter_shares where id = ${req.id}`)
  ).rows[0];
  if (!ref) throw notFound();
  const charter = await lockCharter(tx, actor, ref.charterId);
  const share = (
    await tx.execute<{ id: string; status: string; from: string; to: string }>(sql`
      select sh.id, sh.status, r.from_site as "from", r.to_site as "to"
      from charter_shares sh join charter_routes r on r.id = sh.route_id where sh.id = ${req.id} for update of sh`)
  ).rows[0];
  if (!charter || !share) throw notFound();
  if (!charter.owner) throw notFound();
  if (share.status !== req.currentStatus) throw new HttpError(409, [STALE_MESSAGE]);
  const extra = await validateExtraData(tx, action, req, charter);
  const reason = reasonOf(extra, req);
  const next = action.nextState;
  return writeItemTransition(tx, {
    actor,
    actionName: action.actionName,
    entity: 'Share',
    id: share.id,
    from: share.status,
    to: next,
    reason,
    charter,
    writeStatus: sql`update charter_shares set status = ${next}, updated_at = now() where id = ${share.id}`,
    hookData: req.hookData,
    charterNote: `Share on ${share.from} → ${share.to}: ${share.status} → ${next}`,
    publish: (tx) => publishShareChange(tx, charter.id),
  });
}
