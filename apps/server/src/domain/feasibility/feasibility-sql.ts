import { sql, type SQL } from 'drizzle-orm';
import { UNCATEGORISED_FLYING, type FeasibilityAircraft, type FeasibilityOffer, type FeasibilitySector } from '@charter/shared';

/**
 * An aircraft's flying figures (FeasibilityAircraft) as one JSON expression over alias `a`: its own
 * payload and range, else its category's defaults, else about 100 kg a seat and 1,000 km. One
 * expression for every read that judges feasibility (the bid's facts, the bid lists, Accept, the
 * re-check), so they agree with the aircraft screen.
 */
export const aircraftFlyingJson = sql`json_build_object('id', a.id, 'licenseNumber', a.license_number, 'seats', a.passenger_limit,
  'payloadKg', coalesce(a.max_payload_kg,
    (select ac.default_payload_kg from aircraft_categories ac where ac.id = a.aircraft_category_id),
    a.passenger_limit * ${UNCATEGORISED_FLYING.payloadKgPerSeat}),
  'rangeKm', coalesce(a.range_km,
    (select ac.default_range_km from aircraft_categories ac where ac.id = a.aircraft_category_id), ${UNCATEGORISED_FLYING.rangeKm}),
  'dangerousGoods', a.dangerous_goods)`;

/**
 * What a charter sector (alias `r`) asks to have flown (FeasibilitySector): the manifest's count
 * (the seats bought on its share included), or the number asked for, the top of a range; the list's
 * weight and the seats bought as sectorLoad reads them (sector-load-sql.ts); its distance; whether the
 * charter carries dangerous goods.
 */
export const sectorAskedJson = sql`json_build_object('routeId', r.id, 'order', r."order", 'from', r.from_site, 'to', r.to_site,
  'passengers', coalesce(nullif((select count(*)::int from manifest_entries m1 where m1.route_id = r.id), 0),
    case when r.passenger_range then greatest(r.passenger_range_max, r.passenger_number) else r.passenger_number end),
  'requestedPayload', r.payload,
  'listWeight', (select coalesce(sum(m0.passenger_weight + m0.freight_weight + m0.cargo_weight), 0)::int
    from manifest_entries m0 where m0.route_id = r.id and not m0.share),
  'boughtWeight', coalesce((select s0.purchased_weight from charter_shares s0 where s0.route_id = r.id), 0),
  'distanceKm', r.distance,
  'dangerousGoods', (select c0.dangerous_goods from charter_requests c0 where c0.id = r.charter_request_id))`;

/** A bid's sectors asked and offered, for bidFeasibility: one JSON expression per bid. */
export function bidFeasibilityFactsJson(bidId: SQL): SQL {
  return sql`(select json_build_object(
      'sectors', coalesce(json_agg(${sectorAskedJson} order by r."order"), '[]'::json),
      'offers', coalesce(json_agg(json_build_object('routeId', br.route_id, 'techStop', br.tech_stop,
        'aircraft', coalesce((select json_agg(${aircraftFlyingJson} order by x.ord)
          from unnest(br.aircraft_ids) with ordinality as x(id, ord) join aircraft a on a.id = x.id), '[]'::json))), '[]'::json))
    from bid_routes br join charter_routes r on r.id = br.route_id where br.bid_id = ${bidId})`;
}

/** A bid's feasibility facts: the charter's sectors and what the bid offers on each. */
export interface BidFeasibilityFacts {
  sectors: FeasibilitySector[];
  offers: Map<string, FeasibilityOffer>;
}

/** The JSON of bidFeasibilityFactsJson read back. */
export function feasibilityFactsOf(json: unknown): BidFeasibilityFacts {
  const raw = (json ?? {}) as {
    sectors?: FeasibilitySector[];
    offers?: { routeId: string; techStop: boolean; aircraft: FeasibilityAircraft[] }[];
  };
  return {
    sectors: (raw.sectors ?? []).map(sectorOf),
    offers: new Map((raw.offers ?? []).map((o) => [o.routeId, { techStop: o.techStop, aircraft: o.aircraft.map(aircraftOf) }])),
  };
}

export const sectorOf = (s: FeasibilitySector): FeasibilitySector => ({
  ...s,
  passengers: Number(s.passengers),
  requestedPayload: Number(s.requestedPayload),
  listWeight: Number(s.listWeight),
  boughtWeight: Number(s.boughtWeight),
  distanceKm: s.distanceKm == null ? null : Number(s.distanceKm),
  dangerousGoods: Boolean(s.dangerousGoods),
});

export const aircraftOf = (a: FeasibilityAircraft): FeasibilityAircraft => ({
  ...a,
  seats: Number(a.seats),
  payloadKg: Number(a.payloadKg),
  rangeKm: Number(a.rangeKm),
  dangerousGoods: Boolean(a.dangerousGoods),
});
