import { sql } from 'drizzle-orm';
import { formatJobReference } from '@charter/shared';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { queueOperatorEmail } from '../../mail/operator-mail.js';
import { publishChange } from '../../realtime/publish.js';
import { registerTransitionHook, type TransitionHook } from '../../workflow/hooks.js';
import { NOT_ACCEPTABLE } from './bid-award.service.js';
import { UUID } from './bid-types.js';

/** Accepting: the chosen bid becomes Accepted and its bidder, price and margin go on the charter. */
const accept: TransitionHook = {
  entity: 'CharterRequest',
  from: ['Live', 'Approved'],
  to: 'PendingConfirmation',
  async run(tx, ctx) {
    const bidId = ctx.data.bidId;
    if (typeof bidId !== 'string' || !UUID.test(bidId)) throw badRequest(['Please choose a bid on the Bids tab.']);
    const r = await tx.execute<{ status: string }>(
      sql`select status from bids where id = ${bidId} and charter_request_id = ${ctx.id} for update`,
    );
    if (!r.rows[0]) throw notFound();
    if (r.rows[0].status !== 'New') throw new HttpError(409, [NOT_ACCEPTABLE]);
    await tx.execute(sql`update bids set status = 'Accepted', updated_at = now() where id = ${bidId}`);
    await tx.execute(sql`
      update charter_requests cr set bid_id = b.id, bidder_id = b.bidder_id, price = b.price, with_margin = b.with_margin,
        currency = b.currency, inclusions = b.inclusions, exclusions = b.exclusions, updated_at = now()
      from bids b where b.id = ${bidId} and cr.id = ${ctx.id}`);
    await publishChange(tx, 'Bid', [bidId]);
  },
};

/** Confirming: the winning bid is Confirmed and the other operators hear that theirs was not successful. */
const confirm: TransitionHook = {
  entity: 'CharterRequest',
  from: 'PendingConfirmation',
  to: 'Confirmed',
  async run(tx, ctx) {
    const won = await tx.execute<{ bidId: string | null; bidderId: string | null }>(
      sql`select bid_id as "bidId", bidder_id as "bidderId" from charter_requests where id = ${ctx.id}`,
    );
    const { bidId, bidderId } = won.rows[0] ?? { bidId: null, bidderId: null };
    if (bidId) {
      await tx.execute(sql`update bids set status = 'Confirmed', updated_at = now() where id = ${bidId}`);
      await publishChange(tx, 'Bid', [bidId]);
    }
    const job = formatJobReference(ctx.jobReference);
    await queueOperatorEmail(
      tx,
      sql`s.id in (select b.bidder_id from bids b where b.charter_request_id = ${ctx.id} and b.status = 'New'
        and b.bidder_id is distinct from ${bidderId})`,
      {
        subject: `Your bid on ${job} was not successful`,
        text: `Thank you for bidding on ${job}. The client chose another operator this time.`,
      },
      { name: 'Bid not successful', entityType: 'CharterRequest', entityId: ctx.id, fromState: ctx.from, newState: ctx.to },
    );
  },
};

/** Declining: the bid competes again (New) and the charter has no operator or price. */
const decline: TransitionHook = {
  entity: 'CharterRequest',
  from: 'PendingConfirmation',
  to: 'Approved',
  async run(tx, ctx) {
    const r = await tx.execute<{ bidId: string | null }>(sql`select bid_id as "bidId" from charter_requests where id = ${ctx.id}`);
    const bidId = r.rows[0]?.bidId;
    if (bidId) {
      await tx.execute(sql`update bids set status = 'New', updated_at = now() where id = ${bidId} and status = 'Accepted'`);
      await publishChange(tx, 'Bid', [bidId]);
    }
    await tx.execute(sql`
      update charter_requests set bid_id = null, bidder_id = null, price = null, with_margin = null, updated_at = now()
      where id = ${ctx.id}`);
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
    const ended = await tx.execute<{ id: string; status: string }>(sql`
      update bids b set status = ${EXPIRED_BID_STATUS}, updated_at = now()
      from (select id, status from bids where charter_request_id = ${ctx.id} and status in ('New', 'Accepted', 'Confirmed') for update) old
      where b.id = old.id
      returning b.id, old.status`);
    for (const bid of ended.rows) {
      await addTimelineItem(tx, {
        entityType: 'Bid',
        entityId: bid.id,
        oldStatus: bid.status,
        newStatus: EXPIRED_BID_STATUS,
        actionName: ctx.actionName,
        reason: NEW_ROUND_REASON,
        actor: { userId: ctx.actor.userId, role: ctx.actor.role },
      });
    }
    await tx.execute(sql`
      update charter_requests set bid_id = null, bidder_id = null, price = null, with_margin = null,
        inclusions = '', exclusions = '', bid_count = 0, closed_at = null, withdraw_reason = null, bid_expired_at = null,
        finished = false, finished_at = null,
        bidding_ends_at = case when ${ctx.to} = 'Live' then bidding_ends_at end, updated_at = now()
      where id = ${ctx.id}`);
    if (ended.rows.length)
      await publishChange(
        tx,
        'Bid',
        ended.rows.map((b) => b.id),
      );
  },
};

export function registerAwardHooks(): void {
  for (const hook of [accept, confirm, decline, newRound]) registerTransitionHook(hook);
}
