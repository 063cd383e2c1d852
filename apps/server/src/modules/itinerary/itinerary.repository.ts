import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import { isoText } from '../../lib/sql-text.js';

/** A timestamptz as ISO 8601 UTC text, whatever the session's settings. */

/** A booked charter with everything any itinerary could print; the presenter decides what it does. */
export interface ItineraryCharterRow {
  id: string;
  jobReference: number;
  status: string;
  charterType: string;
  charterSubType: string;
  purchaseOrderNumber: string;
  clientName: string;
  departmentName: string | null;
  staffName: string | null;
  currency: string;
  price: number | null;
  withMargin: number | null;
  bidId: string | null;
  bidderId: string | null;
  operatorName: string | null;
  operatorPhone: string | null;
  operatorEmail: string | null;
  operatorAoc: string | null;
  /** The client's and department's itinerary settings (department null for a client's own charter). */
  clientShowPrice: boolean;
  clientShowSupplier: boolean;
  clientHidePhone: boolean;
  clientMinutesOffset: number;
  departmentShowPrice: boolean | null;
  departmentShowSupplier: boolean | null;
  departmentHidePhone: boolean | null;
  departmentMinutesOffset: number | null;
  /** When the charter last changed (ISO 8601). */
  updatedAt: string;
}

/** The charter `id` where `access` (on alias cr) holds, whatever its status (the service checks that). */
export async function findItineraryCharter(db: DbOrTx, id: string, access: SQL): Promise<ItineraryCharterRow | undefined> {
  const r = await db.execute<ItineraryCharterRow & Record<string, unknown>>(sql`
    select cr.id, cr.job_reference::float8 as "jobReference", cr.status, cr.charter_type as "charterType",
      cr.charter_sub_type as "charterSubType", cr.purchase_order_number as "purchaseOrderNumber",
      c.company_name as "clientName", d.department_name as "departmentName",
      case when s.id is null then null else s.first_name || ' ' || s.last_name end as "staffName",
      cr.currency, cr.price::float8 as price, cr.with_margin::float8 as "withMargin", cr.bid_id as "bidId",
      cr.bidder_id as "bidderId", sp.company_name as "operatorName", sp.company_phone as "operatorPhone",
      sp.email as "operatorEmail", sp.aoc_number as "operatorAoc",
      c.itinerary_show_price as "clientShowPrice", c.itinerary_show_supplier as "clientShowSupplier",
      c.itinerary_hide_phone as "clientHidePhone", c.itinerary_minutes_offset as "clientMinutesOffset",
      d.itinerary_show_price as "departmentShowPrice", d.itinerary_show_supplier as "departmentShowSupplier",
      d.itinerary_hide_phone as "departmentHidePhone", d.itinerary_minutes_offset as "departmentMinutesOffset",
      ${isoText(sql`cr.updated_at`)} as "updatedAt"
    from charter_requests cr
    join clients c on c.id = cr.client_id
    left join client_departments d on d.id = cr.client_department_id
    left join client_staff s on s.id = cr.client_staff_id
    left join suppliers sp on sp.id = cr.bidder_id
    where cr.id = ${id} and ${access}`);
  return r.rows[0];
}

/** A sector as flown: the awarded bid's time, flight time and aircraft where it has them. */
export interface ItinerarySectorRow {
  id: string;
  order: number;
  from: string;
  fromAirport: string;
  fromAirportDetail: string;
  fromCode: string;
  fromState: string;
  to: string;
  toAirport: string;
  toAirportDetail: string;
  toCode: string;
  toState: string;
  departTime: string;
  departTimeZone: string;
  flightTime: string;
  passengerNumber: number;
  /** The fuel burn (kg/h) and fuel of the sector's first aircraft's category: its CO2 estimate. */
  burn: number | null;
  fuelType: string | null;
  aircraft: { type: string; licenseNumber: string }[];
  manifest: { passengerName: string; contactNumber: string; passengerWeight: number; freightWeight: number }[];
}

export async function itinerarySectors(db: DbOrTx, charterId: string, bidId: string | null): Promise<ItinerarySectorRow[]> {
  const r = await db.execute<ItinerarySectorRow & Record<string, unknown>>(sql`
    select r.id, r."order", r.from_site as "from", r.from_airport as "fromAirport", r.from_airport_detail as "fromAirportDetail",
      r.from_code_airport as "fromCode", r.from_state as "fromState",
      r.to_site as "to", r.to_airport as "toAirport", r.to_airport_detail as "toAirportDetail",
      r.to_code_airport as "toCode", r.to_state as "toState",
      ${isoText(sql`coalesce(br.depart_time, r.depart_time)`)} as "departTime", r.depart_time_zone as "departTimeZone",
      coalesce(nullif(br.flight_time, ''), r.flight_time) as "flightTime", r.passenger_number as "passengerNumber",
      fuel.burn, fuel."fuelType",
      coalesce((select json_agg(json_build_object('type', a.type, 'licenseNumber', a.license_number) order by x.ord)
        from unnest(br.aircraft_ids) with ordinality as x(id, ord) join aircraft a on a.id = x.id), '[]'::json) as aircraft,
      coalesce((select json_agg(json_build_object('passengerName', m.passenger_name, 'contactNumber', m.contact_number,
          'passengerWeight', m.passenger_weight, 'freightWeight', m.freight_weight) order by m.item_order, m.passenger_name)
        from manifest_entries m where m.route_id = r.id and m.status = 'Active'), '[]'::json) as manifest
    from charter_routes r
    left join bid_routes br on br.route_id = r.id and br.bid_id = ${bidId}
    left join lateral (
      select ac.fuel_burn_kg_per_hour as burn, ac.fuel_type as "fuelType"
      from aircraft a join aircraft_categories ac on ac.id = a.aircraft_category_id where a.id = br.aircraft_ids[1]
    ) fuel on true
    where r.charter_request_id = ${charterId}
    order by r."order"`);
  return r.rows;
}

/** One bid of the history: every round's bids but the Void and Unavailable ones (core section 3). */
export interface BidHistoryRow {
  id: string;
  bidderId: string;
  operatorName: string;
  status: string;
  currency: string;
  price: number;
  withMargin: number;
  timeOfBid: string;
  /** Where the bids of the charter rank by price with margin, earlier bids first on a tie. */
  rank: number;
}

export async function bidHistoryOf(db: DbOrTx, charterId: string, hidden: readonly string[]): Promise<BidHistoryRow[]> {
  const r = await db.execute<BidHistoryRow & Record<string, unknown>>(sql`
    select b.id, b.bidder_id as "bidderId", s.company_name as "operatorName", b.status, b.currency, b.price::float8 as price,
      b.with_margin::float8 as "withMargin", ${isoText(sql`b.time_of_bid`)} as "timeOfBid",
      (row_number() over (order by b.with_margin, b.time_of_bid, b.id))::int as rank
    from bids b join suppliers s on s.id = b.bidder_id
    where b.charter_request_id = ${charterId} and b.status not in (${sql.join(
      hidden.map((h) => sql`${h}`),
      sql`, `,
    )})
    order by b.with_margin, b.time_of_bid, b.id`);
  return r.rows;
}
