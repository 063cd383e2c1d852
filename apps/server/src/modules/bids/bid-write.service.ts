import { createHash } from 'node:crypto';
import { BID_MESSAGES, applyMargin, bidSchema, formatJobReference, type BidData, type BidDto, isUuid } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { bidOutOfReach } from '../../access/bid-scope.js';
import { viewerOf } from '../../access/viewer.js';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { Batches } from '../../lib/batches.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { operatorPayloads } from '../../mail/operator-mail.js';
import type { EmailOutboxPayload } from '../../mail/outbox.js';
import { afterCommitNotices, type AfterCommitNotices } from '../../realtime/after-commit-notices.js';
import { transition } from '../../workflow/engine.js';
import { bidRefusal } from './bid-eligibility.js';
import { BidReadService } from './bid-read.service.js';
import * as repo from './bid-write.repository.js';
import { presentBid } from './bid.presenter.js';
import { type BidCore } from './bid-types.js';

export const bidPlacedMessage = (jobReference: number) => `Bid placed on ${formatJobReference(jobReference)}.`;

/** The body is the bid, or {encodedData: base64(JSON of the bid)} as the original client sends it. */
export function decodeBidBody(body: unknown): Record<string, unknown> {
  if (body && typeof body === 'object' && 'encodedData' in body) {
    const encoded = (body as { encodedData: unknown }).encodedData;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(String(encoded), 'base64').toString('utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      /* answered below */
    }
    throw badRequest(['The request could not be read.']);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(['The request could not be read.']);
  return body as Record<string, unknown>;
}

/** JSON with its object keys sorted, so the same bid always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of a bid as checked (the key itself left out): a retry must send the same bid. */
export function bidFingerprint(bid: BidData): string {
  const { idempotencyKey: _key, ...rest } = bid;
  return createHash('sha256').update(canonical(rest)).digest('hex');
}

/**
 * A key already used: the same bid answers the bid it made; another bid with that key is refused
 * (a client reusing keys by mistake would otherwise be told its new bid was placed).
 */
function sameBidOr422(found: { id: string; idempotencyHash: string | null }, fingerprint: string): string {
  if (found.idempotencyHash && found.idempotencyHash !== fingerprint) {
    throw new HttpError(422, [BID_MESSAGES.idempotencyMismatch], { idempotencyKey: [BID_MESSAGES.idempotencyMismatch] });
  }
  return found.id;
}

/** One bid sector per charter sector, each named once. */
function sectorsMatch(sectors: { id: string }[], bid: BidData): boolean {
  const ids = bid.routes.map((r) => r.routeId);
  const known = new Set(sectors.map((s) => s.id));
  return ids.length === sectors.length && new Set(ids).size === ids.length && ids.every((i) => known.has(i));
}

/**
 * The first of the refusals that need no lock, in the order they answer after "bidding closed": an
 * inactive operator, a charter it does not see, its documents, the sectors, its aircraft and seats.
 */
function refusal(facts: repo.BidFacts, bid: BidData): HttpError | null {
  const refused = bidRefusal(facts.supplier ?? undefined);
  // Before visibility: an inactive operator sees no open charter (ADR 0012), and "choose an
  // active supplier" says why better than "not available".
  if (refused === 'inactive') return badRequest([BID_MESSAGES.supplierInactive], { bidderId: [BID_MESSAGES.supplierInactive] });
  if (!facts.visible) return notFound();
  if (refused === 'documents' || !facts.supplier) return badRequest([BID_MESSAGES.documents]);
  if (!sectorsMatch(facts.sectors, bid)) return badRequest([BID_MESSAGES.sectors], { routes: [BID_MESSAGES.sectors] });
  const fleet = facts.aircraft;
  const errors: Record<string, string[]> = {};
  bid.routes.forEach((r, i) => {
    if (r.aircraft.some((a) => !fleet.has(a))) (errors[`routes.${i}.aircraft`] ??= []).push(BID_MESSAGES.aircraftNotYours);
    else if (r.passengerLimit > [...new Set(r.aircraft)].reduce((sum, a) => sum + fleet.get(a)!.passengerLimit, 0)) {
      (errors[`routes.${i}.passengerLimit`] ??= []).push(BID_MESSAGES.passengerLimitTooHigh);
    }
  });
  if (Object.keys(errors).length) return badRequest([...new Set(Object.values(errors).flat())], errors);
  return null;
}

/** The e-mails a bid sends: the operator's receipt (unless it turned it off) and the owner's notice. */
function bidEmails(charter: repo.BidCharter, bid: BidData, facts: repo.BidFacts): EmailOutboxPayload[] {
  const job = formatJobReference(charter.jobReference);
  const log = { entityType: 'CharterRequest', entityId: charter.id, fromState: 'Live', newState: 'Live' };
  const emails: EmailOutboxPayload[] = [];
  // An operator may turn its own confirmation off (supplier-and-admin section 3).
  if (facts.supplier && !facts.supplier.doNotSendBidConfirmation) {
    emails.push(
      ...operatorPayloads(
        facts.recipients,
        { subject: `Bid received for ${job}`, text: `We received your bid of $${bid.currency} ${bid.price.toFixed(2)} on ${job}.` },
        { ...log, name: 'Bid received' },
      ),
    );
  }
  for (const u of facts.owners) {
    emails.push({
      message: {
        to: u.email,
        subject: `New bid on ${job}`,
        text: `An operator placed a new bid on your charter ${job}. See it on the Bids tab.`,
      },
      log: {
        ...log,
        name: 'New bid',
        userId: u.userId,
        clientId: charter.clientId,
        clientDepartmentId: charter.clientDepartmentId,
        clientStaffId: charter.clientStaffId,
        targetAudience: 'Client',
      },
    });
  }
  return emails;
}

/**
 * The answer to a bid just written: what the operator sent, as bid_place_batch stored and ranked it
 * (ADR 0035), with its sectors as a read shows them (bidRoutesJson: in flying order, the sector's
 * zone, the aircraft as named). A read of the bid gives the same (bid-place.test.ts checks).
 */
function placedRow(charter: repo.BidCharter, bid: BidData, facts: repo.BidFacts, id: string, stored: repo.PlacedBid): BidCore {
  const sectors = new Map(facts.sectors.map((s) => [s.id, s]));
  return {
    id,
    charterRequestId: charter.id,
    jobReference: charter.jobReference,
    bidderId: bid.bidderId,
    companyName: facts.supplier!.companyName,
    status: stored.status,
    currency: bid.currency,
    price: stored.price,
    withMargin: stored.withMargin,
    rank: stored.rank,
    inclusions: bid.inclusions.join(', '),
    exclusions: bid.exclusions.join(', '),
    notes: bid.notes,
    sameAircraft: bid.sameAircraft,
    timeOfBid: new Date(stored.timeOfBid).toISOString(),
    createdAt: new Date(stored.createdAt).toISOString(),
    routes: bid.routes
      .map((r) => {
        const sector = sectors.get(r.routeId)!;
        return {
          routeId: r.routeId,
          order: sector.order,
          departTime: new Date(r.departTime).toISOString(),
          departTimeZone: sector.departTimeZone,
          flightTime: r.flightTime,
          payload: r.payload,
          passengerLimit: r.passengerLimit,
          aircraft: r.aircraft.map((a) => facts.aircraft.get(a)!),
        };
      })
      .sort((a, b) => a.order - b.order),
  };
}

/**
 * A bid placed or found again: announced after its commit (bidPlacedNotice), then answered with
 * `row` (just written) or, when null, a read of the bid.
 */
interface Outcome {
  id: string;
  charterId: string;
  emails: boolean;
  row: BidCore | null;
}

/**
 * Bids on one charter read their facts and go to bid_place_batch together (ADR 0036), at most this
 * many at a time: enough for every bid of 50 operators bidding at once, few enough that the
 * charter's lock is not held long. If a batch fails (one bid's row refused by a constraint, say),
 * each bid is tried again alone, so each gets its own answer or error rather than another's.
 */
const BIDS_PER_BATCH = 64;

interface BidBatches {
  facts: Batches<string, repo.BidAsked, repo.BidFacts>;
  place: Batches<string, repo.BidToPlace, repo.Placed>;
}

const batchesByDb = new WeakMap<Db, BidBatches>();

/** The one set of batches of a database handle, so every bid on a charter in this process goes into them. */
function bidBatches(db: Db): BidBatches {
  let batches = batchesByDb.get(db);
  if (!batches) {
    const options = { max: BIDS_PER_BATCH, aloneAfterFailure: true };
    batches = {
      facts: new Batches((charterId, asked) => repo.bidFactsOf(db, charterId, asked), options),
      place: new Batches((charterId, bids) => repo.placeBids(db, charterId, bids), options),
    };
    batchesByDb.set(db, batches);
  }
  return batches;
}

/** After this many reads that found the charter changed by the time of its lock, the bid gives up. */
const READS = 5;
const CHARTER_CHANGED = 'The charter request changed while your bid was placed. Please try again.';

/** Placing and withdrawing bids. */
export class BidWriteService {
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
  async place(actor: Actor, body: unknown): Promise<{ bid: BidDto; jobReference: number }> {
    if (actor.system || (actor.role !== 'Supplier' && actor.role !== 'Admin')) throw forbidden();
    const raw = decodeBidBody(body);
    // A supplier always bids as itself, whatever the body says.
    const input = actor.role === 'Supplier' ? { ...raw, bidderId: actor.supplierId } : raw;
    const bid = parseOr400(bidSchema, input);
    const fingerprint = bidFingerprint(bid);
    return this.answer(actor, await this.insert(actor, bid, fingerprint));
  }

  /**
   * A submission whose key already made a bid answers that bid, and announces it again (no e-mails):
   * the call that placed it may have failed after its commit and before its announcement, and this
   * retry is then the only one to tell the lists and the browsers (ADR 0026).
   */
  private again(bid: BidData, found: { id: string; idempotencyHash: string | null }, fingerprint: string): Outcome {
    return { id: sameBidOr422(found, fingerprint), charterId: bid.charterRequestId, emails: false, row: null };
  }

  /**
   * Announces the bid, then answers it as the operator (or the admin bidding for it) sees it: once
   * the answer arrives, the lists and the browsers have been told.
   */
  private async answer(actor: Actor, o: Outcome) {
    await this.notices.send(repo.bidPlacedNotice(o.charterId, o.id, o.emails));
    const bid = o.row ? presentBid(o.row, await viewerOf(this.db, actor)) : await this.reads.one(actor, o.id);
    return { bid, jobReference: bid.jobReference };
  }

  /**
   * The charter's row lock keeps a charter's bids apart from its bidding close, its award and its
   * edits (bids hold it FOR SHARE, side by side), so it is held for as little as possible (issue 14,
   * ADRs 0021, 0023, 0025 and 0036). One statement reads, without the lock, what a bid needs
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
  private async insert(actor: Actor, bid: BidData, fingerprint: string): Promise<Outcome> {
    const aircraftIds = [...new Set(bid.routes.flatMap((r) => r.aircraft))];
    for (let read = 1; ; read++) {
      const facts = await this.batches.facts.add(bid.charterRequestId, {
        bidderId: bid.bidderId,
        idempotencyKey: bid.idempotencyKey ?? null,
        aircraftIds,
      });
      if (bid.idempotencyKey && facts.again) return this.again(bid, facts.again, fingerprint);
      const charter = facts.charter;
      if (!charter || !facts.version) throw notFound();
      const refused = refusal(facts, bid);
      const margin = applyMargin(bid.price, facts.marginItems);
      const order = new Map(facts.sectors.map((s) => [s.id, s.order]));
      const emails = refused ? [] : bidEmails(charter, bid, facts);
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
      if (bid.idempotencyKey && placed.again) return this.again(bid, placed.again, fingerprint);
      if (!placed.open) throw new HttpError(409, [BID_MESSAGES.closed]);
      if (refused) throw refused;
      const id = placed.id!;
      return { id, charterId: charter.id, emails: emails.length > 0, row: placedRow(charter, bid, facts, id, placed.bid!) };
    }
  }

  /**
   * The operator takes its bid back (the web's Withdraw button): the workflow's 'Withdraw Bid' on
   * the bid, so the action table decides who may and to which state it goes (docs/workflow.md).
   */
  async withdraw(actor: Actor, bidId: string): Promise<void> {
    if (actor.system || (actor.role !== 'Supplier' && actor.role !== 'Admin')) throw forbidden();
    if (!isUuid(bidId)) throw notFound();
    await this.db.transaction(async (tx) => {
      const row = await repo.bidStatus(tx, bidId);
      // Another operator's bid is not there for this one, whatever its state (the engine checks again under lock).
      if (!row) throw notFound();
      if (actor.role === 'Supplier' && row.bidderId !== actor.supplierId) throw await bidOutOfReach(tx, actor, bidId);
      const current = row.status;
      try {
        await transition(tx, actor, { entity: 'Bid', id: bidId, actionName: 'Withdraw Bid', currentStatus: current });
      } catch (err) {
        // No Withdraw Bid for this bid's state (already withdrawn, accepted, ...): this call's old answer.
        if (err instanceof HttpError && err.statusCode === 403) throw new HttpError(409, [BID_MESSAGES.notBiddable]);
        throw err;
      }
    });
  }
}
