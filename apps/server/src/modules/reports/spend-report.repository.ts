import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { DEFAULT_TIME_ZONE } from '@charter/shared';
import type { TripSector } from '../../domain/price-estimates/estimate-trip.js';
import type { Range } from './reports.repository.js';

/** One charter as the spend report counts it (ADR 0046). */
export interface SpendCharterRow {
  id: string;
  /** yyyy-MM of its request, Brisbane time. */
  month: string;
  clientId: string;
  client: string;
  departmentId: string | null;
  department: string | null;
  staffId: string | null;
  staff: string | null;
  status: string;
  currency: string;
  price: number | null;
  withMargin: number | null;
  /** Operators with a bid that still counts (not withdrawn or void). */
  bidders: number;
  /** The awarded bid's sectors: flight time, and the fuel burn and fuel of its aircraft's category (the CO2 estimate). */
  fuel: SectorFuel[] | null;
}

export interface SectorFuel {
  flightTime: string;
  burn: number | null;
  fuelType: string | null;
}

/**
 * The charters requested in the range that the viewer's scope reaches (`scope` on alias cr), one
 * row each. A version replaced by an accepted change (Superceded) is left out: the version that
 * replaced it stands for the charter.
 */
export async function spendCharters(db: Db, range: Range, scope: SQL): Promise<SpendCharterRow[]> {
  const r = await db.execute<SpendCharterRow & Record<string, unknown>>(sql`
    select cr.id, to_char(cr.created_at at time zone ${DEFAULT_TIME_ZONE}, 'YYYY-MM') as month,
      cr.client_id as "clientId", c.company_name as client,
      cr.client_department_id as "departmentId", d.department_name as department,
      cr.client_staff_id as "staffId", case when st.id is null then null else st.first_name || ' ' || st.last_name end as staff,
      cr.status, cr.currency, cr.price::float8 as price, cr.with_margin::float8 as "withMargin",
      (select count(distinct b.bidder_id) from bids b
        where b.charter_request_id = cr.id and b.status not in ('Void', 'Unavailable'))::int as bidders,
      (select json_agg(json_build_object('flightTime', br.flight_time, 'burn', ac.fuel_burn_kg_per_hour, 'fuelType', ac.fuel_type))
        from bid_routes br
        left join aircraft a on a.id = br.aircraft_ids[1]
        left join aircraft_categories ac on ac.id = a.aircraft_category_id
        where br.bid_id = cr.bid_id) as fuel
    from charter_requests cr
    join clients c on c.id = cr.client_id
    left join client_departments d on d.id = cr.client_department_id
    left join client_staff st on st.id = cr.client_staff_id
    where cr.created_at >= ${range.start} and cr.created_at < ${range.end} and cr.status not in ('New', 'Superceded')
      and (${scope})
    order by cr.created_at, cr.id`);
  return r.rows;
}

/** The sectors of some charters, as trips to estimate, by charter id. */
export async function tripsOf(db: Db, ids: readonly string[]): Promise<Map<string, TripSector[]>> {
  const trips = new Map<string, TripSector[]>();
  if (ids.length === 0) return trips;
  const r = await db.execute<{ charterId: string; from: string; to: string; km: number; passengers: number }>(sql`
    select r.charter_request_id as "charterId", r.from_site as "from", r.to_site as "to", coalesce(r.distance, 0)::float8 as km,
      r.passenger_number as passengers
    from charter_routes r where r.charter_request_id = any(${sql`${`{${ids.join(',')}}`}::uuid[]`})
    order by r.charter_request_id, r."order"`);
  for (const row of r.rows) {
    const list = trips.get(row.charterId) ?? [];
    list.push({ from: row.from, to: row.to, km: Number(row.km), passengers: row.passengers });
    trips.set(row.charterId, list);
  }
  return trips;
}
