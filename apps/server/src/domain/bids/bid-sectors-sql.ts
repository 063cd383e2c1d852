import { sql, type SQL } from 'drizzle-orm';
import { isoText } from '../../lib/sql-text.js';

/**
 * A bid's sectors as a JSON array, in flying order, each with its aircraft (registration, type,
 * pax limit): what the operator offered to fly. One expression for every read of a bid's sectors
 * (the bid views, and the confirmed charter that shows its winning bid). A bid sector leaves from
 * its charter sector's airport, so its time zone is that sector's.
 */
export function bidSectorsJson(bidId: SQL): SQL {
  return sql`coalesce((
    select json_agg(json_build_object(
      'routeId', br.route_id, 'order', br."order",
      'departTime', ${isoText(sql`br.depart_time`)},
      'departTimeZone', (select cr.depart_time_zone from charter_routes cr where cr.id = br.route_id),
      'flightTime', br.flight_time, 'payload', br.payload, 'passengerLimit', br.passenger_limit, 'techStop', br.tech_stop,
      'aircraft', coalesce((
        select json_agg(json_build_object('id', a.id, 'licenseNumber', a.license_number, 'type', a.type,
          'passengerLimit', a.passenger_limit) order by x.ord)
        from unnest(br.aircraft_ids) with ordinality as x(id, ord) join aircraft a on a.id = x.id), '[]'::json)
    ) order by br."order") from bid_routes br where br.bid_id = ${bidId}), '[]'::json)`;
}
