import type { DbOrTx } from '@charter/db';
import { flightTimeMinutes, sectorCo2Kg, type AwardDto, type JobMatch, type RouteDto, type SectorLoadFacts } from '@charter/shared';
import { bidSectorsJson } from '../../domain/bids/bid-sectors-sql.js';
import { sectorLoadColumns } from '../../domain/charters/sector-load-sql.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { bidCountOf } from '../../access/bid-scope.js';
import { charterOwnList, charterVisibility } from '../../access/charter-scope.js';
import { notesForSupplierOf } from '../../domain/charters/notes-for-supplier.js';
import { CAN_EDIT_COLUMN, type ManifestEntryDto } from './charter-types.js';
import { isoText } from '../../lib/sql-text.js';

/** A charter row with its owner's names and whether the actor's role may edit it now. */
export interface CharterRow {
  id: string;
  jobReference: number;
  status: string;
  clientId: string;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  clientName: string;
  departmentName: string | null;
  staffName: string | null;
  charterType: string;
  charterSubType: string;
  catering: string;
  dangerousGoods: boolean;
  dangerousGoodsIds: string;
  preferredAircraft: string;
  shared: boolean;
  shareManifest: boolean;
  specialRequests: string;
  notes: string;
  purchaseOrderNumber: string;
  reasonForCharter: string;
  biddingTimeSpanHours: number;
  biddingEndsAt: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  departTime: string;
  departTimeZone: string;
  lastDepartTime: string;
  from: string;
  to: string;
  bidCount: number;
  routeCount: number;
  passengerCount: number;
  qGov: boolean;
  changePending: boolean;
  changeCharterRequestId: string | null;
  lastVersion: string | null;
  adminAcknowledged: boolean;
  finished: boolean;
  currency: string;
  price: number | null;
  withMargin: number | null;
  withdrawReason: string | null;
  activeTab: string;
  bidderId: string | null;
  /** The awarded bid (accepted, then confirmed). */
  bidId: string | null;
  /** The awarded operator's company name. */
  supplierName: string | null;
  /** The client's (or its department's) notes for operators. */
  notesForSupplier: string;
  canEdit: boolean;
  /** The calling supplier marked its aircraft unavailable for this charter (false for everyone else). */
  supplierUnavailable: boolean;
  /** What keeps the chosen operator from flying it (the compliance check), and since when. */
  complianceLapse: string | null;
  complianceLapsedAt: string | null;
  /** Why the awarded aircraft no longer fits the manifest (the re-check after a change), and since when. */
  feasibilityFlag: string | null;
  feasibilityFlaggedAt: string | null;
}

export function findVisibleCharter(db: DbOrTx, id: string, actor: Actor): Promise<CharterRow | undefined> {
  return findCharter(db, id, actor, charterVisibility(actor));
}

/**
 * A charter the operator bid on, whatever became of it: what it may still know of a charter it
 * lost or whose bidding ended (the "not awarded" view), when the visibility rule no longer shows it.
 */
export function findCharterBidOnBy(db: DbOrTx, id: string, actor: Actor): Promise<CharterRow | undefined> {
  const supplierId = !actor.system && actor.role === 'Supplier' ? actor.supplierId : null;
  return findCharter(db, id, actor, sql`exists (select 1 from bids b where b.charter_request_id = cr.id and b.bidder_id = ${supplierId})`);
}

async function findCharter(db: DbOrTx, id: string, actor: Actor, access: SQL): Promise<CharterRow | undefined> {
  const column = actor.system ? 'can_edit_admin' : CAN_EDIT_COLUMN[actor.role];
  const r = await db.execute<CharterRow & Record<string, unknown>>(sql`
    select cr.id, cr.job_reference as "jobReference", cr.status, cr.client_id as "clientId",
      cr.client_department_id as "clientDepartmentId", cr.client_staff_id as "clientStaffId",
      c.company_name as "clientName", d.department_name as "departmentName",
      case when s.id is null then null else s.first_name || ' ' || s.last_name end as "staffName",
      cr.charter_type as "charterType", cr.charter_sub_type as "charterSubType", cr.catering,
      cr.dangerous_goods as "dangerousGoods", cr.dangerous_goods_ids as "dangerousGoodsIds",
      cr.preferred_aircraft as "preferredAircraft", cr.shared, cr.share_manifest as "shareManifest",
      cr.special_requests as "specialRequests", cr.notes, cr.purchase_order_number as "purchaseOrderNumber",
      cr.reason_for_charter as "reasonForCharter", cr.bidding_time_span_hours as "biddingTimeSpanHours",
      ${isoText(sql`cr.bidding_ends_at`)} as "biddingEndsAt", ${isoText(sql`cr.created_at`)} as "createdAt", ${isoText(sql`cr.updated_at`)} as "updatedAt",
      ${isoText(sql`cr.closed_at`)} as "closedAt", ${isoText(sql`cr.depart_time`)} as "departTime", ${isoText(sql`cr.last_depart_time`)} as "lastDepartTime",
      cr.depart_time_zone as "departTimeZone", cr.from_site as "from", cr.to_site as "to", ${bidCountOf(sql`cr.id`)} as "bidCount", cr.route_count as "routeCount",
      cr.passenger_count as "passengerCount", cr.q_gov as "qGov", cr.change_pending as "changePending",
      cr.change_charter_request_id as "changeCharterRequestId", cr.last_version as "lastVersion",
      cr.admin_acknowledged as "adminAcknowledged", cr.finished, cr.currency,
      cr.price::float8 as price, cr.with_margin::float8 as "withMargin", cr.withdraw_reason as "withdrawReason",
      cr.active_tab as "activeTab", cr.bidder_id as "bidderId", cr.bid_id as "bidId", sp.company_name as "supplierName",
      ${notesForSupplierOf} as "notesForSupplier",
      cr.compliance_lapse as "complianceLapse", ${isoText(sql`cr.compliance_lapsed_at`)} as "complianceLapsedAt",
      cr.feasibility_flag as "feasibilityFlag", ${isoText(sql`cr.feasibility_flagged_at`)} as "feasibilityFlaggedAt",
      ${
        !actor.system && actor.role === 'Supplier'
          ? sql`exists (select 1 from supplier_charter_availability sa where sa.charter_request_id = cr.id
              and sa.supplier_id = ${actor.supplierId} and sa.status = 'Unavailable')`
          : sql`false`
      } as "supplierUnavailable",
      coalesce((select es.${sql.identifier(column)} from entity_states es
        where es.entity_type = 'CharterRequest' and es.status = cr.status), false) as "canEdit"
    from charter_requests cr
    join clients c on c.id = cr.client_id
    left join client_departments d on d.id = cr.client_department_id
    left join client_staff s on s.id = cr.client_staff_id
    left join suppliers sp on sp.id = cr.bidder_id
    where cr.id = ${id} and ${access}`);
  return r.rows[0];
}

/** What the awarded bid offers: per sector the operator's times, aircraft and pax limit, and its terms. */
export async function awardOf(db: DbOrTx, bidId: string): Promise<AwardDto | undefined> {
  const r = await db.execute<AwardDto & Record<string, unknown>>(sql`
    select b.id as "bidId", b.status, b.inclusions, b.exclusions, b.notes as "operatorNotes", b.same_aircraft as "sameAircraft",
      ${bidSectorsJson(sql`b.id`)} as routes
    from bids b where b.id = ${bidId}`);
  const row = r.rows[0];
  if (!row) return undefined;
  const fuel = await db.execute<{ routeId: string; flightTime: string; burn: number | null; fuelType: string | null }>(sql`
    select br.route_id as "routeId", br.flight_time as "flightTime", ac.fuel_burn_kg_per_hour as burn, ac.fuel_type as "fuelType"
    from bid_routes br
    left join aircraft a on a.id = br.aircraft_ids[1]
    left join aircraft_categories ac on ac.id = a.aircraft_category_id
    where br.bid_id = ${bidId} order by br."order"`);
  const co2 = fuel.rows.map((f) => ({ routeId: f.routeId, kg: sectorCo2Kg(flightTimeMinutes(f.flightTime), f.burn, f.fuelType) }));
  const list = (v: unknown) =>
    String(v ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  return { ...row, inclusions: list(row.inclusions), exclusions: list(row.exclusions), co2 };
}

/** A sector row as read, with its payload facts; the presenter adds the manifest and the payload figures. */
export type SectorDetailRow = Omit<RouteDto, 'manifest' | 'load'> & SectorLoadFacts;

export async function sectorRowsOf(db: DbOrTx, charterRequestId: string): Promise<SectorDetailRow[]> {
  const r = await db.execute<SectorDetailRow & Record<string, unknown>>(sql`
    select r.id, r."order", r.from_site as "from", r.from_state as "fromState", r.from_alt_state as "fromAltState",
      r.from_airport as "fromAirport", r.from_airport_detail as "fromAirportDetail", r.from_code_airport as "fromCodeAirport",
      r.from_latitude as "fromLatitude", r.from_longitude as "fromLongitude",
      r.to_site as "to", r.to_state as "toState", r.to_alt_state as "toAltState",
      r.to_airport as "toAirport", r.to_airport_detail as "toAirportDetail", r.to_code_airport as "toCodeAirport",
      r.to_latitude as "toLatitude", r.to_longitude as "toLongitude", r.distance,
      ${isoText(sql`r.depart_time`)} as "departTime", r.depart_time_zone as "departTimeZone", r.flight_time as "flightTime", r.passenger_number as "passengerNumber",
      r.passenger_range as "passengerRange", r.passenger_range_min as "passengerRangeMin",
      r.passenger_range_max as "passengerRangeMax", r.passenger_limit as "passengerLimit", r.payload, r.aircraft,
      r.techstop_location as "techstopLocation", r.techstop_state as "techstopState", r.techstop_reason as "techstopReason",
      r.notes, r.total_weight as "totalWeight",
      (select count(*)::int from manifest_entries m where m.route_id = r.id) as "manifestCount",
      ${sectorLoadColumns(sql`r.id`, sql`cr.bid_id`)}
    from charter_routes r join charter_requests cr on cr.id = r.charter_request_id
    where r.charter_request_id = ${charterRequestId}
    order by r."order"`);
  return r.rows;
}

export async function manifestsOf(db: DbOrTx, charterRequestId: string): Promise<(ManifestEntryDto & { routeId: string })[]> {
  const r = await db.execute<ManifestEntryDto & { routeId: string } & Record<string, unknown>>(sql`
    select m.id, m.route_id as "routeId", m.passenger_name as "passengerName", m.contact_number as "contactNumber",
      m.email_address as "emailAddress", m.passenger_weight as "passengerWeight", m.freight_weight as "freightWeight",
      m.cargo_weight as "cargoWeight", m.item_order as "itemOrder", m.status, m.share
    from manifest_entries m join charter_routes r on r.id = m.route_id
    where r.charter_request_id = ${charterRequestId}
    order by r."order", m.item_order`);
  return r.rows;
}

export async function settingsList(db: DbOrTx, name: string) {
  const r = await db.execute<{ id: string; value: string; referenceId: string | null }>(sql`
    select id, value, reference_id as "referenceId" from settings where name = ${name} order by sort_order, value`);
  return r.rows;
}

/** Visible charters whose job number lies in one of the ranges (each a [low, high) pair). */
export async function chartersInRanges(db: DbOrTx, actor: Actor, ranges: [number, number][], limit: number) {
  const within = sql.join(
    ranges.map(([low, high]) => sql`(cr.job_reference >= ${low} and cr.job_reference < ${high})`),
    sql` or `,
  );
  const r = await db.execute<JobMatch & Record<string, unknown>>(sql`
    select cr.id, cr.job_reference as "jobReference", cr.status, (${charterOwnList(actor)}) as mine
    from charter_requests cr
    where (${within}) and ${charterVisibility(actor)}
    order by cr.job_reference limit ${limit}`);
  return r.rows;
}

export interface ClientOption {
  id: string;
  companyName: string;
  clientType: string;
  departments: { id: string; departmentName: string; staff: { id: string; name: string }[] }[];
}

export async function clientOptions(db: DbOrTx): Promise<ClientOption[]> {
  const r = await db.execute<ClientOption & Record<string, unknown>>(sql`
    select c.id, c.company_name as "companyName", c.client_type as "clientType",
      coalesce((
        select json_agg(json_build_object(
          'id', d.id,
          'departmentName', d.department_name,
          'staff', coalesce((
            select json_agg(json_build_object('id', s.id, 'name', s.first_name || ' ' || s.last_name)
              order by s.first_name, s.last_name)
            from client_staff s where s.client_department_id = d.id and s.status <> 'Inactive'), '[]'::json)
        ) order by d.department_name)
        from client_departments d where d.client_master_id = c.id and d.status <> 'Inactive'), '[]'::json) as departments
    from clients c
    where c.status <> 'Inactive'
    order by c.company_name`);
  return r.rows;
}
