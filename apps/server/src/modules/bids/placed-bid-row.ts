import type { BidData } from '@charter/shared';
import type { BidCore } from './bid-types.js';
import type { BidCharter, BidFacts, PlacedBid } from './bid-write.repository.js';

/**
 * The answer to a bid just written: what the operator sent, as bid_place_batch stored and ranked it
 * (ADR 0035), with its sectors as a read shows them (bidSectorsJson: in flying order, the sector's
 * zone, the aircraft as named). A read of the bid gives the same (bid-place.test.ts checks).
 */
export function placedBidRow(charter: BidCharter, bid: BidData, facts: BidFacts, id: string, stored: PlacedBid): BidCore {
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
          techStop: r.techStop,
        };
      })
      .sort((a, b) => a.order - b.order),
    complianceFacts: facts.supplier!.compliance,
    offeredUntil: null,
    feasibilityFacts: {
      sectors: facts.sectors.map((s) => s.asked),
      offers: new Map(bid.routes.map((r) => [r.routeId, { techStop: r.techStop, aircraft: r.aircraft.map((a) => facts.flying.get(a)!) }])),
    },
  };
}
