import { BID_MESSAGES, type BidData } from '@charter/shared';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.js';
import { bidRefusal } from './bid-eligibility.js';
import type { BidFacts } from './bid-write.repository.js';

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
export function refusalBeforeLock(facts: BidFacts, bid: BidData): HttpError | null {
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
