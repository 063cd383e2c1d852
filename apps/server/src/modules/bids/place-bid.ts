import { BID_MESSAGES, applyMargin, bidSchema, formatJobReference, type BidData, type BidDto } from '@charter/shared';
import type { Db } from '@charter/db';
import { actorCan, type Actor } from '../../access/actor.js';
import { viewerOf } from '../../access/viewer.js';
import { HttpError, forbidden, notFound } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { decodeEncodedBody } from '../../lib/encoded-data.js';
import { afterCommitNotices, type AfterCommitNotices } from '../../realtime/after-commit-notices.js';
import { bidBatches, type BidBatches } from './bid-batches.js';
import { bidFingerprint, bidOfRetriedKey } from './bid-fingerprint.js';
import { BidReadService } from './bid-read.service.js';
import { refusalBeforeLock } from './bid-refusal.js';
import type { BidCore } from './bid-types.js';
import * as repo from './bid-write.repository.js';
import { presentBid } from './bid.presenter.js';
import { placedBidEmails } from './placed-bid-emails.js';
import { placedBidRow } from './placed-bid-row.js';

export const bidPlacedMessage = (jobReference: number) => `Bid placed on ${formatJobReference(jobReference)}.`;

/**
 * A bid placed or found again: announced after its commit (bidPlacedNotice), then answered with
 * `row` (just written) or, when null, a read of the bid.
 */
interface PlacedOrRetried {
  id: string;
  charterId: string;
  emails: boolean;
  row: BidCore | null;
}

/** After this many reads that found the charter changed by the time of its lock, the bid gives up. */
const READS = 5;
const CHARTER_CHANGED = 'The charter request changed while your bid was placed. Please try again.';

/**
 * Placing a bid: read what it needs, check, place it under the charter's lock (retrying when the
 * charter changed), announce it. The whole path, step by step: docs/bid-path.md.
 */
export class BidPlacement {
  private readonly reads: BidReadService;
  private readonly notices: AfterCommitNotices;
  private readonly batches: BidBatches;
  constructor(private readonly db: Db) {
    this.reads = new BidReadService(db);
    this.notices = afterCommitNotices(db);
    this.batches = bidBatches(db);
  }

  /**
   * Checks, then places the bid and commits with it its sectors and the e-mails, then announces it
   * (the change events): the charter Live with bidding open by the database clock, the operator, its
   * documents, aircraft and sectors. A retried submission (same bidder and idempotency key) answers
   * the bid it already made.
   */
  async placeBid(actor: Actor, body: unknown): Promise<{ bid: BidDto; jobReference: number }> {
    if (!actorCan(actor, 'placeBids')) throw forbidden();
    const raw = decodeEncodedBody(body);
    // A supplier always bids as itself, whatever the body says.
    const input = actor.role === 'Supplier' ? { ...raw, bidderId: actor.supplierId } : raw;
    const bid = parseOr400(bidSchema, input);
    const fingerprint = bidFingerprint(bid);
    return this.announceAndAnswer(actor, await this.readCheckAndPlace(actor, bid, fingerprint));
  }

  /**
   * A submission whose key already made a bid answers that bid, and announces it again (no e-mails):
   * the call that placed it may have failed after its commit and before its announcement, and this
   * retry is then the only one to tell the lists and the browsers (ADR 0026).
   */
  private answerRetriedKey(bid: BidData, found: { id: string; idempotencyHash: string | null }, fingerprint: string): PlacedOrRetried {
    return { id: bidOfRetriedKey(found, fingerprint), charterId: bid.charterRequestId, emails: false, row: null };
  }

  /**
   * Announces the bid, then answers it as the operator (or the admin bidding for it) sees it: once
   * the answer arrives, the lists and the browsers have been told.
   */
  private async announceAndAnswer(actor: Actor, placed: PlacedOrRetried) {
    await this.notices.send(repo.bidPlacedNotice(placed.charterId, placed.id, placed.emails));
    const bid = placed.row ? presentBid(placed.row, await viewerOf(this.db, actor)) : await this.reads.one(actor, placed.id);
    return { bid, jobReference: bid.jobReference };
  }

  /**
   * The charter's row lock keeps a charter's bids apart from its bidding close, its award and its
   * edits (bids hold it FOR SHARE, side by side), so it is held for as little as possible (ADRs
   * 0021, 0023, 0025 and 0036). One statement reads, without the lock, what a bid needs
   * (bidFactsOf, with the other bids on the charter asking at the same moment): a retried key, the
   * operator, its aircraft, the margin, who is e-mailed, and the charter's version, visibility and
   * sectors. The checks that need no lock are made here. Then one statement (bid_place_batch, with
   * the other bids on the charter ready at the same moment) takes the lock, and only if the charter
   * is still as read, bidding is open by the database clock and no bid with the key landed
   * meanwhile, writes the bid. If the charter changed in between (another owner, an edit, a
   * sector), all is read again. The refusals answer in the order they always did: a retried key,
   * bidding closed, an inactive operator, a charter it does not see, its documents, the sectors,
   * its aircraft.
   */
  private async readCheckAndPlace(actor: Actor, bid: BidData, fingerprint: string): Promise<PlacedOrRetried> {
    const aircraftIds = [...new Set(bid.routes.flatMap((r) => r.aircraft))];
    for (let read = 1; ; read++) {
      const facts = await this.batches.facts.add(bid.charterRequestId, {
        bidderId: bid.bidderId,
        idempotencyKey: bid.idempotencyKey ?? null,
        aircraftIds,
      });
      if (bid.idempotencyKey && facts.again) return this.answerRetriedKey(bid, facts.again, fingerprint);
      const charter = facts.charter;
      if (!charter || !facts.version) throw notFound();
      const refused = refusalBeforeLock(facts, bid);
      const margin = applyMargin(bid.price, facts.marginItems);
      const order = new Map(facts.sectors.map((s) => [s.id, s.order]));
      const emails = refused ? [] : placedBidEmails(charter, bid, facts);
      const placed = await this.batches.place.add(charter.id, {
        bid: {
          charterRequestId: charter.id,
          bidderId: bid.bidderId,
          createdByUserId: actor.userId,
          currency: bid.currency,
          price: bid.price,
          withMargin: margin.withMargin,
          marginType: margin.marginType,
          marginValue: margin.marginValue,
          inclusions: bid.inclusions.join(', '),
          exclusions: bid.exclusions.join(', '),
          notes: bid.notes,
          sameAircraft: bid.sameAircraft,
          idempotencyKey: bid.idempotencyKey ?? null,
          idempotencyHash: bid.idempotencyKey ? fingerprint : null,
        },
        version: facts.version,
        ready: refused === null,
        routes: refused ? [] : bid.routes.map((r) => ({ ...r, order: order.get(r.routeId)! })),
        emails,
      });
      if (!placed.found) throw notFound();
      if (placed.changed) {
        if (read < READS) continue;
        throw new HttpError(409, [CHARTER_CHANGED]);
      }
      // Waiting for the lock may have taken a while: the same submission may have landed meanwhile.
      if (bid.idempotencyKey && placed.again) return this.answerRetriedKey(bid, placed.again, fingerprint);
      if (!placed.open) throw new HttpError(409, [BID_MESSAGES.closed]);
      if (refused) throw refused;
      const id = placed.id!;
      return { id, charterId: charter.id, emails: emails.length > 0, row: placedBidRow(charter, bid, facts, id, placed.bid!) };
    }
  }
}
