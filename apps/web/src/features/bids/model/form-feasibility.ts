import {
  bidFeasibility,
  type BidFeasibilityDto,
  type FeasibilityAircraft,
  type FeasibilityOffer,
  type FeasibilitySector,
} from '@charter/shared';
import type { Aircraft } from '../api/bids-api';
import type { BidForm, CharterSector } from './bid-form';

/**
 * What a charter sector asks, as the shared feasibility rule reads it (the server reads the same from
 * its tables): the manifest's count or the number asked for, the list's weight and the seats bought
 * (the sector's payload figures), its distance, and the charter's dangerous goods.
 */
export function askedOf(r: CharterSector, dangerousGoods: boolean): FeasibilitySector {
  const asked = r.passengerRange ? Math.max(r.passengerRangeMax ?? 0, r.passengerNumber ?? 0) : (r.passengerNumber ?? 0);
  return {
    routeId: r.id,
    order: r.order,
    from: r.from,
    to: r.to,
    passengers: r.manifestCount && r.manifestCount > 0 ? r.manifestCount : asked,
    requestedPayload: r.load?.requestedPayload ?? r.payload,
    listWeight: r.load?.listWeight ?? 0,
    boughtWeight: r.load?.boughtWeight ?? 0,
    distanceKm: r.distance ?? null,
    dangerousGoods,
  };
}

export const flyingOf = (a: Aircraft): FeasibilityAircraft => ({
  id: a.id,
  licenseNumber: a.licenseNumber,
  seats: a.passengerLimit,
  payloadKg: a.payloadKg,
  rangeKm: a.flyingRangeKm,
  dangerousGoods: a.dangerousGoods,
});

/** The bid as typed, judged sector by sector as the operator picks aircraft (before it is sent). */
export function formFeasibility(
  routes: readonly CharterSector[],
  dangerousGoods: boolean,
  form: BidForm,
  fleet: readonly Aircraft[],
): BidFeasibilityDto {
  const byId = new Map(fleet.map((a) => [a.id, flyingOf(a)]));
  const offers = new Map<string, FeasibilityOffer>(
    form.sectors.map((s) => [
      s.routeId,
      { techStop: s.techStop, aircraft: s.aircraft.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) },
    ]),
  );
  return bidFeasibility(
    routes.map((r) => askedOf(r, dangerousGoods)),
    offers,
  );
}
