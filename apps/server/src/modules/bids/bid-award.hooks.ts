import { sql, type SQL } from 'drizzle-orm';
import {
  COMPLIANCE_MESSAGES,
  FEASIBILITY_MESSAGES,
  STANDBY_MESSAGES,
  UNSUCCESSFUL_BID_REASON,
  VOID_AWARD,
  formatJobReference,
  infeasibleReasons,
  isUuid,
} from '@charter/shared';
import type { Tx } from '@charter/db';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { queueOperatorEmail } from '../../mail/operator-mail.js';
import { publishChange } from '../../realtime/publish.js';
import { queueStateChangeNotifications } from '../../workflow/notifications.js';
import { registerTransitionHook, type TransitionHook, type TransitionHookContext } from '../../workflow/hooks.js';
import { RANKED_STATUSES_SQL } from '../../access/bid-scope.js';
import { ACCEPTABLE_BID_STATUSES } from '../../domain/bids/bid-change-rules.js';
import { bidComplianceCheck } from '../../domain/compliance/bid-compliance.js';
import { onComplianceLapse } from '../../domain/compliance/charter-compliance.js';
import { bidFeasibilityCheck } from '../../domain/feasibility/bid-feasibility.js';
import { chooseStandby, endStandby } from '../../domain/bids/standby.js';
import { offerToStandby } from '../../domain/bids/standby-offer.js';
import { queueBidOutcomeWebhook } from '../../domain/webhooks/charter-webhooks.js';
import { NOT_ACCEPTABLE } from './bid-award.service.js';

/** Accepting: the chosen bid becomes Accepted and its bidder, price and margin go on the charter. */
const accept: TransitionHook = {
  entity: 'CharterRequest',
  from: ['Live', 'Approved', 'Confirmed'],
  to: 'PendingConfirmation',
  async run(tx, ctx) {
    const bidId = ctx.data.bidId;
    if (typeof bidId !== 'string' || !isUuid(bidId)) throw badRequest(['Please choose a bid on the Bids tab.']);
    if (ctx.from === 'Confirmed') await retireLapsedWinner(tx, ctx);
    const r = await tx.execute<{ status: string }>(
      sql`select status from bids where id = ${bidId} and charter_request_id = ${ctx.id} for update`,
    );
    if (!r.rows[0]) throw notFound();
    if (!ACCEPTABLE_BID_STATUSES.includes(r.rows[0].status)) throw new HttpError(409, [NOT_ACCEPTABLE]);
    await refuseUnlessCompliant(tx, bidId, COMPLIANCE_MESSAGES.acceptRefused);
    await refuseUnlessFeasible(tx, ctx, bidId);
    await tx.execute(sql`update bids set status = 'Accepted', updated_at = now() where id = ${bidId}`);
    await tx.execute(sql`
      update charter_requests cr set bid_id = b.id, bidder_id = b.bidder_id, price = b.price, with_margin = b.with_margin,
        currency = b.currency, inclusions = b.inclusions, exclusions = b.exclusions, updated_at = now()
      from bids b where b.id = ${bidId} and cr.id = ${ctx.id}`);
    await publishChange(tx, 'Bid', [bidId]);
    // The next best bid that could fly it stands by in case the winner cannot (ADR 0048).
    await chooseStandby(tx, ctx.id, ctx.actor);
  },
};

/**
 * The operator's documents must hold to the bid's last departure and its aircraft be on its
 * approved AOC when the bid is accepted and when the charter is confirmed, as when it was placed
 * (ADR 0043): a 400 naming each problem otherwise.
 */
async function refuseUnlessCompliant(tx: Tx, bidId: string, lead: string): Promise<void> {
  const check = await bidComplianceCheck(tx, bidId);
  if (check?.problems.length) throw badRequest([lead, ...check.problems.map((p) => p.message)]);
}

/** A booked operator whose compliance lapses: its standby is offered the charter (ADR 0048). */
async function offerOnLapse(tx: Tx, charterId: string, actor: TransitionHookContext['actor']): Promise<void> {
  await offerToStandby(tx, charterId, actor);
}

/**
 * The standby takes a Confirmed charter whose operator's compliance lapsed (ADR 0048): the booked
 * bid ends Declined, with why on its timeline, and the lapse (the operator's, not the standby's)
 * leaves the charter, before the standby's bid is awarded.
 */
async function retireLapsedWinner(tx: Tx, ctx: TransitionHookContext): Promise<void> {
  await tx.execute(sql`update charter_requests set compliance_lapse = null, compliance_lapsed_at = null where id = ${ctx.id}`);
  await moveBids(
    tx,
    ctx,
    sql`id = (select bid_id from charter_requests where id = ${ctx.id}) and status = 'Confirmed'`,
    'Declined',
    "The operator's compliance lapsed before the flight; the standby operator took the charter.",
  );
}

/**
 * A bid whose aircraft cannot fly a sector as asked (red, ADR 0047) is accepted only by an admin
 * who gives a reason, which goes on the charter's timeline with what was wrong; otherwise a 400
 * naming each such sector and why.
 */
async function refuseUnlessFeasible(tx: Tx, ctx: TransitionHookContext, bidId: string): Promise<void> {
  const check = await bidFeasibilityCheck(tx, bidId);
  const reasons = check ? infeasibleReasons(check) : [];
  if (reasons.length === 0) return;
  const override = typeof ctx.data.overrideReason === 'string' ? ctx.data.overrideReason.trim() : '';
  if (!override) throw badRequest([FEASIBILITY_MESSAGES.acceptRefused, ...reasons]);
  if (ctx.actor.role !== 'Admin') throw forbidden(FEASIBILITY_MESSAGES.overrideAdminOnly);
  await addTimelineItem(tx, {
    entityType: 'CharterRequest',
    entityId: ctx.id,
    oldStatus: ctx.from,
    newStatus: ctx.to,
    actionName: FEASIBILITY_MESSAGES.overridden,
    reason: `${override} (${reasons.join('. ')})`,
    actor: { userId: ctx.actor.userId, role: ctx.actor.role },
  });
}

/** Confirming a charter whose operator's documents or aircraft no longer hold is refused. */
const confirmCompliance: TransitionHook = {
  entity: 'CharterRequest',
  from: 'PendingConfirmation',
  to: 'Confirmed',
  async run(tx, ctx) {
    const won = await tx.execute<{ bidId: string | null }>(sql`select bid_id as "bidId" from charter_requests where id = ${ctx.id}`);
    const bidId = won.rows[0]?.bidId;
    if (bidId) await refuseUnlessCompliant(tx, bidId, COMPLIANCE_MESSAGES.confirmRefused);
  },
};

/**
 * Moves the charter's bids matching `which` to `status`, each with a timeline entry (what the
 * operator reads in its bid's history), and announces the change. Returns the bids moved.
 */
async function moveBids(tx: Tx, ctx: TransitionHookContext, which: SQL, status: string, reason: string) {
  const moved = await tx.execute<{ id: string; status: string; bidderId: string }>(sql`
    update bids b set status = ${status}, updated_at = now()
    from (select id, status from bids where charter_request_id = ${ctx.id} and ${which} for update) old
    where b.id = old.id
    returning b.id, old.status, b.bidder_id as "bidderId"`);
  for (const bid of moved.rows) {
    await addTimelineItem(tx, {
      entityType: 'Bid',
      entityId: bid.id,
      oldStatus: bid.status,
      newStatus: status,
      actionName: ctx.actionName,
      reason,
      actor: { userId: ctx.actor.userId, role: ctx.actor.role },
    });
    if (status === 'Unsuccessful') await queueBidOutcomeWebhook(tx, { charterId: ctx.id, bidId: bid.id, bidderId: bid.bidderId, status });
  }
  if (moved.rows.length)
    await publishChange(
      tx,
      'Bid',
      moved.rows.map((b) => b.id),
    );
  return moved.rows;
}

/**
 * Confirming: the winning bid is Confirmed; the other bids of the round end Unsuccessful (they
 * keep their rank in the bid history) and their operators hear that theirs was not successful.
 */
const confirm: TransitionHook = {
  entity: 'CharterRequest',
  from: 'PendingConfirmation',
  to: 'Confirmed',
  async run(tx, ctx) {
    const won = await tx.execute<{ bidId: string | null }>(sql`select bid_id as "bidId" from charter_requests where id = ${ctx.id}`);
    const bidId = won.rows[0]?.bidId ?? null;
    if (bidId) {
      await tx.execute(sql`update bids set status = 'Confirmed', updated_at = now() where id = ${bidId}`);
      await publishChange(tx, 'Bid', [bidId]);
    }
    const lost = await moveBids(tx, ctx, sql`status = 'New' and id is distinct from ${bidId}`, 'Unsuccessful', UNSUCCESSFUL_BID_REASON);
    const losers = [...new Set(lost.map((b) => b.bidderId))];
    if (losers.length === 0) return;
    const job = formatJobReference(ctx.jobReference);
    await queueOperatorEmail(
      tx,
      sql`s.id in (${sql.join(
        losers.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      {
        subject: `Your bid on ${job} was not successful`,
        text: `Thank you for bidding on ${job}. The client chose another operator this time.`,
      },
      { name: 'Bid not successful', entityType: 'CharterRequest', entityId: ctx.id, fromState: ctx.from, newState: ctx.to },
    );
  },
};

/**
 * The award leaves the charter: the operator declines it (its bid ends Declined), or an admin voids
 * it, before or after confirmation (its bid ends Void, and its operator is e-mailed through the
 * bid's event). Either way the bid no longer counts, the charter has no operator or price, and the
 * flags about that operator's compliance and aircraft go with it; the standby, if any, is offered
 * the charter, and the client may choose again among the other bids meanwhile.
 */
const awardLeaves: TransitionHook = {
  entity: 'CharterRequest',
  from: ['PendingConfirmation', 'Confirmed'],
  to: 'Approved',
  async run(tx, ctx) {
    const r = await tx.execute<{ bidId: string | null }>(sql`select bid_id as "bidId" from charter_requests where id = ${ctx.id}`);
    const bidId = r.rows[0]?.bidId;
    const voided = ctx.actionName === VOID_AWARD;
    if (bidId) {
      const moved = await moveBids(
        tx,
        ctx,
        sql`id = ${bidId} and status in ('Accepted', 'Confirmed')`,
        voided ? 'Void' : 'Declined',
        ctx.reason,
      );
      if (voided)
        for (const bid of moved)
          await queueStateChangeNotifications(tx, {
            entityType: 'Bid',
            id: bid.id,
            fromState: bid.status,
            newState: 'Void',
            reason: ctx.reason,
          });
    }
    await tx.execute(sql`
      update charter_requests set bid_id = null, bidder_id = null, price = null, with_margin = null, inclusions = '', exclusions = '',
        compliance_lapse = null, compliance_lapsed_at = null, feasibility_flag = null, feasibility_flagged_at = null, updated_at = now()
      where id = ${ctx.id}`);
    // The operator standing by is offered the charter first (ADR 0048).
    await offerToStandby(tx, ctx.id, ctx.actor);
  },
};

/** The bid status of a bid whose round of bidding ended with its charter (reopened for a new round). */
export const EXPIRED_BID_STATUS = 'Expired';
export const NEW_ROUND_REASON = 'The charter request was reopened for a new round of bidding.';

/**
 * Reopening a charter whose bidding had ended (closed, or cancelled after an award) starts a new
 * round: the award leaves the charter (operator, both prices, inclusions), the earlier round's
 * bids, the accepted one included, end as Expired (with a timeline entry each) and stop counting,
 * and the closing facts are cleared. Otherwise a reopened Live charter would show every operator
 * the previous winner's amount and keep an "Accepted" bid. Operators bid again in the new round.
 */
const newRound: TransitionHook = {
  entity: 'CharterRequest',
  from: ['Closed', 'PendingConfirmation', 'Confirmed', 'Finished'],
  to: ['Pending', 'Pending Supplier', 'Live'],
  async run(tx, ctx) {
    await moveBids(tx, ctx, sql`status in ${RANKED_STATUSES_SQL}`, EXPIRED_BID_STATUS, NEW_ROUND_REASON);
    await tx.execute(sql`
      update charter_requests set bid_id = null, bidder_id = null, price = null, with_margin = null,
        inclusions = '', exclusions = '', closed_at = null, withdraw_reason = null, bid_expired_at = null,
        finished = false, finished_at = null,
        bidding_ends_at = case when ${ctx.to} = 'Live' then bidding_ends_at end, updated_at = now()
      where id = ${ctx.id}`);
  },
};

/**
 * A charter that has flown, or is closed, needs no standby: its bid ends Unsuccessful (ADR 0048).
 * (A new round moves it to Expired with the round's other bids.)
 */
const standbyEnds: TransitionHook = {
  entity: 'CharterRequest',
  to: ['Finished', 'Closed', 'Superceded'],
  async run(tx, ctx) {
    await endStandby(tx, ctx.id, ctx.actor, STANDBY_MESSAGES.departedReason);
  },
};

export function registerAwardHooks(): void {
  onComplianceLapse(offerOnLapse);
  for (const hook of [accept, confirmCompliance, confirm, awardLeaves, newRound, standbyEnds]) registerTransitionHook(hook);
}
