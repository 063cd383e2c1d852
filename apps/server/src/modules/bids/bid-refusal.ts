import { BID_MESSAGES, complianceProblems, type BidData } from '@charter/shared';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.js';
import type { BidFacts } from './bid-write.repository.js';

/** One bid sector per charter sector, each named once. */
function sectorsMatch(sectors: { id: string }[], bid: BidData): boolean {
  const ids = bid.routes.map((r) => r.routeId);
  const known = new Set(sectors.map((s) => s.id));
  return ids.length === sectors.length && new Set(ids).size === ids.length && ids.every((i) => known.has(i));
}

/** The bid's last departure, and its sector's zone: every required document must be current then. */
export function lastDeparture(bid: BidData, facts: Pick<BidFacts, 'sectors'>): { at: string; zone: string | null } {
  const last = bid.routes.reduce((a, b) => (Date.parse(b.departTime) > Date.parse(a.departTime) ? b : a));
  return { at: last.departTime, zone: facts.sectors.find((s) => s.id === last.routeId)?.departTimeZone ?? null };
}

/**
 * The first of the refusals that need no lock, in the order they answer after "bidding closed": an
 * inactive operator, a charter it does not see, its required documents for the bid's flight (each
 * missing, unapproved, expired or expiring before the last sector departs, named), the sectors, its
 * aircraft (its own and active, on its approved AOC) and seats.
 */
export function refusalBeforeLock(facts: BidFacts, bid: BidData): HttpError | null {
  const supplier = facts.supplier;
  // Before visibility: an inactive operator sees no open charter (ADR 0012), and "choose an
  // active supplier" says why better than "not available".
  if (!supplier || supplier.status !== 'Active') {
    return badRequest([BID_MESSAGES.supplierInactive], { bidderId: [BID_MESSAGES.supplierInactive] });
  }
  if (!facts.visible) return notFound();
  if (!sectorsMatch(facts.sectors, bid)) {
    const documents = complianceProblems(supplier.compliance, { departAt: null });
    if (documents.length) return badRequest([BID_MESSAGES.documents, ...documents.map((p) => p.message)]);
    return badRequest([BID_MESSAGES.sectors], { routes: [BID_MESSAGES.sectors] });
  }
  const last = lastDeparture(bid, facts);
  const documents = complianceProblems(supplier.compliance, { departAt: last.at, departZone: last.zone });
  if (documents.length) return badRequest([BID_MESSAGES.documents, ...documents.map((p) => p.message)]);
  const fleet = facts.aircraft;
  const errors: Record<string, string[]> = {};
  bid.routes.forEach((r, i) => {
    const field = `routes.${i}.aircraft`;
    if (r.aircraft.some((a) => !fleet.has(a))) {
      (errors[field] ??= []).push(BID_MESSAGES.aircraftNotYours);
      return;
    }
    const unapproved = complianceProblems(supplier.compliance, { departAt: null, aircraft: r.aircraft.map((a) => fleet.get(a)!) }).filter(
      (p) => p.kind === 'aircraft',
    );
    if (unapproved.length) (errors[field] ??= []).push(...unapproved.map((p) => p.message));
    else if (r.passengerLimit > [...new Set(r.aircraft)].reduce((sum, a) => sum + fleet.get(a)!.passengerLimit, 0)) {
      (errors[`routes.${i}.passengerLimit`] ??= []).push(BID_MESSAGES.passengerLimitTooHigh);
    }
  });
  if (Object.keys(errors).length) return badRequest([...new Set(Object.values(errors).flat())], errors);
  return null;
}
