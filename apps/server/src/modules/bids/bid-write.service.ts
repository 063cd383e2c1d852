import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BID_MESSAGES, applyMargin, bidSchema, formatJobReference, type BidData, type BidDto, type MarginItem } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { bidOutOfReach } from '../../access/bid-scope.js';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { operatorEmailPayloads } from '../../mail/operator-mail.js';
import type { EmailOutboxPayload } from '../../mail/outbox.js';
import { transition } from '../../workflow/engine.js';
import { bidRefusal } from './bid-eligibility.js';
import { BidReadService } from './bid-read.service.js';
import * as repo from './bid-write.repository.js';
import { UUID, type Tx } from './bid-types.js';

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

const isUniqueViolation = (err: unknown) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

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
function checkSectors(sectors: { id: string }[], bid: BidData): void {
  const ids = bid.routes.map((r) => r.routeId);
  const known = new Set(sectors.map((s) => s.id));
  if (ids.length !== sectors.length || new Set(ids).size !== ids.length || ids.some((i) => !known.has(i))) {
    throw badRequest([BID_MESSAGES.sectors], { routes: [BID_MESSAGES.sectors] });
  }
}

const sameOwner = (a: repo.LockedCharter, b: repo.LockedCharter) =>
  a.clientId === b.clientId && a.clientDepartmentId === b.clientDepartmentId && a.clientStaffId === b.clientStaffId;

/** Placing and withdrawing bids. */
export class BidWriteService {
  private readonly reads: BidReadService;
  constructor(private readonly db: Db) {
    this.reads = new BidReadService(db);
  }

  /**
   * One transaction: lock the charter, check it is Live with bidding open by the database clock,
   * check the operator, its documents, aircraft and sectors, then insert the bid, its sectors,
   * the bid count, the e-mails and the change events. A retried submission (same bidder and
   * idempotency key) answers the bid it already made.
   */
  async place(actor: Actor, body: unknown): Promise<{ bid: BidDto; jobReference: number }> {
    if (actor.system || (actor.role !== 'Supplier' && actor.role !== 'Admin')) throw forbidden();
    const raw = decodeBidBody(body);
    // A supplier always bids as itself, whatever the body says.
    const input = actor.role === 'Supplier' ? { ...raw, bidderId: actor.supplierId } : raw;
    const bid = parseOr400(bidSchema, input);
    const fingerprint = bidFingerprint(bid);
    const again = bid.idempotencyKey ? await repo.findByIdempotencyKey(this.db, bid.bidderId, bid.idempotencyKey) : undefined;
    if (again) return this.answer(actor, sameBidOr422(again, fingerprint));
    try {
      const id = await this.db.transaction((tx) => this.insert(tx, actor, bid, fingerprint));
      return this.answer(actor, id);
    } catch (err) {
      // Two submissions at once: the loser of the unique key answers the winner's bid (if it is the same bid).
      if (bid.idempotencyKey && isUniqueViolation(err)) {
        const won = await repo.findByIdempotencyKey(this.db, bid.bidderId, bid.idempotencyKey);
        if (won) return this.answer(actor, sameBidOr422(won, fingerprint));
      }
      throw err;
    }
  }

  private async answer(actor: Actor, id: string) {
    const bid = await this.reads.one(actor, id);
    return { bid, jobReference: bid.jobReference };
  }

  /**
   * The charter's row lock serialises a charter's bids, its bidding close and its award, so it is
   * held for as little as possible (issue 14, ADR 0021): what the lock does not guard (the
   * operator, its aircraft, the margin and who is e-mailed) is read first; under the lock one
   * statement reads the clock, visibility, sectors and a retried key, and one statement writes
   * the bid, its sectors, the count, the e-mails and the change events. The checks answer in the
   * same order as before.
   */
  private async insert(tx: Tx, actor: Actor, bid: BidData, fingerprint: string): Promise<string> {
    const before = await repo.charterForBid(tx, bid.charterRequestId, false);
    if (!before) throw notFound();
    const supplier = await repo.supplierFacts(tx, bid.bidderId);
    const seats = await repo.activeAircraftOf(tx, bid.bidderId, [...new Set(bid.routes.flatMap((r) => r.aircraft))]);
    let owned = await this.ownerFacts(tx, before, bid, supplier);

    const charter = await repo.charterForBid(tx, bid.charterRequestId, true);
    if (!charter) throw notFound();
    // The charter moved to another owner between the read and the lock (ADR 0013): its margin and
    // recipients are read again, now under the lock.
    if (!sameOwner(before, charter)) owned = await this.ownerFacts(tx, charter, bid, supplier);
    // The charter must be one the bidding operator sees (its filters), also when an admin bids for it.
    const bidder: Actor = {
      userId: actor.userId ?? '',
      role: 'Supplier',
      supplierId: bid.bidderId,
      clientId: null,
      clientDepartmentId: null,
      clientStaffId: null,
      qGov: false,
    };
    const locked = await repo.readUnderLock(tx, charter.id, charterVisibility(bidder), bid.bidderId, bid.idempotencyKey ?? null);
    // Waiting for the lock may have taken a while: the same submission may have landed meanwhile.
    if (bid.idempotencyKey && locked.again) return sameBidOr422(locked.again, fingerprint);
    if (!locked.open) throw new HttpError(409, [BID_MESSAGES.closed]);
    const refusal = bidRefusal(supplier);
    // Before visibility: an inactive operator sees no open charter (ADR 0012), and "choose an
    // active supplier" says why better than "not available".
    if (refusal === 'inactive') throw badRequest([BID_MESSAGES.supplierInactive], { bidderId: [BID_MESSAGES.supplierInactive] });
    if (!locked.visible) throw notFound();

    if (refusal === 'documents' || !supplier) throw badRequest([BID_MESSAGES.documents]);

    checkSectors(locked.sectors, bid);
    const errors: Record<string, string[]> = {};
    bid.routes.forEach((r, i) => {
      if (r.aircraft.some((a) => !seats.has(a))) (errors[`routes.${i}.aircraft`] ??= []).push(BID_MESSAGES.aircraftNotYours);
      else if (r.passengerLimit > [...new Set(r.aircraft)].reduce((sum, a) => sum + seats.get(a)!, 0)) {
        (errors[`routes.${i}.passengerLimit`] ??= []).push(BID_MESSAGES.passengerLimitTooHigh);
      }
    });
    if (Object.keys(errors).length) throw badRequest([...new Set(Object.values(errors).flat())], errors);

    const margin = applyMargin(bid.price, owned.marginItems);
    const order = new Map(locked.sectors.map((s) => [s.id, s.order]));
    return repo.writeBid(
      tx,
      {
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
        timeOfBid: locked.at,
      },
      bid.routes.map((r) => ({ ...r, order: order.get(r.routeId)! })),
      owned.emails,
    );
  }

  /** The margin items of the charter's owner and the e-mails a bid sends: the operator's receipt and the owner's notice. */
  private async ownerFacts(
    tx: Tx,
    charter: repo.LockedCharter,
    bid: BidData,
    supplier: { doNotSendBidConfirmation: boolean } | undefined,
  ): Promise<{ marginItems: MarginItem[]; emails: EmailOutboxPayload[] }> {
    const job = formatJobReference(charter.jobReference);
    const log = { entityType: 'CharterRequest', entityId: charter.id, fromState: 'Live', newState: 'Live' };
    const emails: EmailOutboxPayload[] = [];
    // An operator may turn its own confirmation off (supplier-and-admin section 3).
    if (supplier && !supplier.doNotSendBidConfirmation) {
      emails.push(
        ...(await operatorEmailPayloads(
          tx,
          sql`s.id = ${bid.bidderId}`,
          { subject: `Bid received for ${job}`, text: `We received your bid of $${bid.currency} ${bid.price.toFixed(2)} on ${job}.` },
          { ...log, name: 'Bid received' },
        )),
      );
    }
    for (const u of await repo.charterOwnerUsers(tx, charter)) {
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
    return { marginItems: await repo.marginItemsFor(tx, charter), emails };
  }

  /**
   * The operator takes its bid back (the web's Withdraw button): the workflow's 'Withdraw Bid' on
   * the bid, so the action table decides who may and to which state it goes (docs/workflow.md).
   */
  async withdraw(actor: Actor, bidId: string): Promise<void> {
    if (actor.system || (actor.role !== 'Supplier' && actor.role !== 'Admin')) throw forbidden();
    if (!UUID.test(bidId)) throw notFound();
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
