import { sql } from 'drizzle-orm';
import type { Tx } from '@charter/db';
import { BID_MESSAGES } from '@charter/shared';
import type { Actor } from '../access/actor.js';
import { bidOutOfReach, bidVisibility } from '../access/bid-scope.js';
import { AWARD_STATES, BID_WITHDRAWN_BY, bidChangeAllowed } from '../domain/bids/bid-change-rules.js';
import { HttpError, badRequest } from '../lib/http-errors.js';
import { publishChange } from '../realtime/publish.js';
import {
  STALE_MESSAGE,
  checkedAction,
  reasonOf,
  routeRefusal,
  validateExtraData,
  type TransitionRequest,
  type TransitionResult,
} from './action-table.js';
import { writeItemTransition } from './item-transition.js';

/** What the charter's timeline says about a change of one of its bids. */
function charterNote(next: string, companyName: string, reason: string): string {
  const why = reason !== 'No Reason' ? `: ${reason}` : '';
  if (next === 'Unavailable') return `${BID_WITHDRAWN_BY}${companyName}`;
  if (next === 'Void') return `Bid voided${why}`;
  return `Bid now ${next}${why}`;
}

interface LockedCharter {
  id: string;
  status: string;
  qGov: boolean;
  jobReference: number;
  firstDepart: string;
}

interface LockedBid {
  id: string;
  status: string;
  companyName: string;
  visible: boolean;
}

/**
 * Locks the bid's charter, then the bid: the order newBid and the award use, so transitions on
 * one charter's bids serialise with bids being placed and accepted, without deadlocks.
 */
async function lockBid(tx: Tx, actor: Actor, id: string): Promise<{ charter: LockedCharter; bid: LockedBid } | undefined> {
  const ref = await tx.execute<{ charterId: string }>(sql`select charter_request_id as "charterId" from bids where id = ${id}`);
  const charterId = ref.rows[0]?.charterId;
  if (!charterId) return undefined;
  const charter = (
    await tx.execute<LockedCharter & Record<string, unknown>>(sql`
      select id, status, q_gov as "qGov", job_reference as "jobReference", depart_time as "firstDepart"
      from charter_requests where id = ${charterId} for update`)
  ).rows[0];
  const bid = (
    await tx.execute<LockedBid & Record<string, unknown>>(sql`
      select b.id, b.status, s.company_name as "companyName", (${bidVisibility(actor)}) as visible
      from bids b join charter_requests cr on cr.id = b.charter_request_id join suppliers s on s.id = b.bidder_id
      where b.id = ${id}
      for update of b`)
  ).rows[0];
  return charter && bid ? { charter: { ...charter, jobReference: Number(charter.jobReference) }, bid } : undefined;
}

/**
 * A bid's status change (Withdraw Bid, Void Bid, or what an admin adds to the table), checked like
 * a charter's. A bid leaving the competition (Unavailable, Void) no longer counts: a charter's bid
 * count and the bids' ranks are computed when read (bidCountOf, bid-read.repository.ts), so the
 * other bids move up by themselves. The bid, a timeline entry on the bid and one on its charter,
 * the e-mails and the change events of both commit together.
 */
export async function bidTransition(tx: Tx, actor: Actor, req: TransitionRequest): Promise<TransitionResult> {
  const action = await checkedAction(tx, actor, req);
  if (AWARD_STATES.includes(action.nextState)) throw badRequest([routeRefusal(action.actionName)]);
  const locked = await lockBid(tx, actor, req.id);
  if (!locked || !locked.bid.visible) throw await bidOutOfReach(tx, actor, req.id);
  const { charter, bid } = locked;
  if (bid.status !== req.currentStatus) throw new HttpError(409, [STALE_MESSAGE]);
  if (AWARD_STATES.includes(bid.status) || !bidChangeAllowed(actor.role, charter.status)) {
    throw new HttpError(409, [BID_MESSAGES.notBiddable]);
  }

  const extra = await validateExtraData(tx, action, req, charter);
  const reason = reasonOf(extra, req);
  const next = action.nextState;
  return writeItemTransition(tx, {
    actor,
    actionName: action.actionName,
    entity: 'Bid',
    id: bid.id,
    from: bid.status,
    to: next,
    reason,
    charter,
    writeStatus: sql`update bids set status = ${next}, updated_at = now() where id = ${bid.id}`,
    hookData: req.hookData,
    charterNote: charterNote(next, bid.companyName, reason),
    publish: async (tx) => {
      await publishChange(tx, 'CharterRequest', [charter.id]);
      await publishChange(tx, 'Bid', [bid.id]);
    },
  });
}
