import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@charter/db';
import type { SectorLoadFacts } from '@charter/shared';
import { sectorLoadColumns } from '../../domain/charters/sector-load-sql.js';

/**
 * The reports' queries. Each report is one SELECT built from the range, the viewer's scope and an
 * optional keyset position; the screen reads it a page at a time (limit + 1), the Excel export
 * through a cursor (lib/pg-cursor.ts) with no limit, so both read the same rows in the same order.
 */

export interface Range {
  start: Date;
  end: Date;
}

/** Where the previous page ended: the sort time and the ids that break ties. */
export type Position = [string, ...string[]];

/** Statuses of a booked charter: an operator and aircraft are set (the payload and departure reports). */
const BOOKED = sql`cr.status in ('Confirmed', 'Finished')`;

export interface CharterReportRow {
  id: string;
  jobReference: number;
  status: string;
  charterType: string;
  from: string;
  to: string;
  departTime: Date | string;
  departTimeZone: string;
  sectors: number;
  passengers: number;
  bidderId: string | null;
  operator: string | null;
  price: string | number | null;
  withMargin: string | number | null;
  currency: string;
  client: string;
  department: string | null;
  staff: string | null;
  createdAt: Date | string;
  confirmedAt: Date | string | null;
}

/** Charter requests created in the range, oldest first (getCharterReport). */
export function charterReportQuery(range: Range, after: Position | null, limit: number | null): SQL {
  const from = after ? sql`and (cr.created_at, cr.id) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``;
  return sql`
    select cr.id, cr.job_reference as "jobReference", cr.status, cr.charter_type as "charterType",
      cr.from_site as "from", cr.to_site as "to", cr.depart_time as "departTime", cr.depart_time_zone as "departTimeZone",
      cr.route_count as "sectors", cr.passenger_count as "passengers", cr.bidder_id as "bidderId", sp.company_name as "operator",
      cr.price, cr.with_margin as "withMargin", cr.currency, c.company_name as "client", d.department_name as "department",
      case when st.id is null then null else st.first_name || ' ' || st.last_name end as "staff",
      cr.created_at as "createdAt",
      (select min(t.time_stamp) from timeline_items t
        where t.entity_type = 'CharterRequest' and t.entity_id = cr.id and t.new_status = 'Confirmed') as "confirmedAt"
    from charter_requests cr
    join clients c on c.id = cr.client_id
    left join client_departments d on d.id = cr.client_department_id
    left join client_staff st on st.id = cr.client_staff_id
    left join suppliers sp on sp.id = cr.bidder_id
    where cr.created_at >= ${range.start} and cr.created_at < ${range.end} ${from}
    order by cr.created_at, cr.id
    ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

export const charterReportCount = (range: Range) =>
  sql`select count(*)::int as n from charter_requests cr where cr.created_at >= ${range.start} and cr.created_at < ${range.end}`;

export interface SectorReportRow extends SectorLoadFacts {
  id: string;
  charterId: string;
  jobReference: number;
  order: number;
  sectors: number;
  from: string;
  to: string;
  departTime: Date | string;
  departTimeZone: string;
  bidderId: string | null;
  operator: string | null;
  aircraft: string | null;
  paxLimit: number;
  passengerNumber: number;
  manifestCount: number;
  manifestWeight: number;
}

const sectorWhere = (range: Range, scope: SQL) =>
  sql`${BOOKED} and r.depart_time >= ${range.start} and r.depart_time < ${range.end} and (${scope})`;

/**
 * Sectors of booked charters the viewer may see departing in the range, soonest first (the
 * payload and departure reports). The aircraft, pax limit and payload are the awarded bid's for the
 * sector; passengers and weight are the manifest's; the payload figures are sectorLoad's (ADR 0039).
 */
export function sectorReportQuery(range: Range, scope: SQL, after: Position | null, limit: number | null): SQL {
  const from = after ? sql`and (r.depart_time, r.id) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``;
  return sql`
    select r.id, cr.id as "charterId", cr.job_reference as "jobReference", r."order", cr.route_count as "sectors",
      r.from_site as "from", r.to_site as "to", r.depart_time as "departTime", r.depart_time_zone as "departTimeZone",
      cr.bidder_id as "bidderId", sp.company_name as "operator",
      (select string_agg(a.license_number || ' ' || a.type, ', ' order by a.license_number)
        from aircraft a where a.id = any(br.aircraft_ids)) as "aircraft",
      coalesce(br.passenger_limit, r.passenger_limit) as "paxLimit", r.passenger_number as "passengerNumber",
      m.n as "manifestCount", m.w as "manifestWeight", ${sectorLoadColumns(sql`r.id`, sql`cr.bid_id`)}
    from charter_routes r
    join charter_requests cr on cr.id = r.charter_request_id
    left join suppliers sp on sp.id = cr.bidder_id
    left join bid_routes br on br.bid_id = cr.bid_id and br.route_id = r.id
    cross join lateral (
      select count(*)::int as n, coalesce(sum(e.passenger_weight + e.freight_weight + e.cargo_weight), 0)::int as w
      from manifest_entries e where e.route_id = r.id
    ) m
    where ${sectorWhere(range, scope)} ${from}
    order by r.depart_time, r.id
    ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

export const sectorReportCount = (range: Range, scope: SQL) =>
  sql`select count(*)::int as n from charter_routes r join charter_requests cr on cr.id = r.charter_request_id where ${sectorWhere(range, scope)}`;

/** A Postgres uuid[] literal of ids the schema has checked are UUIDs. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Each chosen operator's jobs: the charters it bid on, its first bid in the range (Void and Unavailable bids are not history). */
const jobsOf = (ids: readonly string[], range: Range) => sql`(
  select bidder_id, charter_request_id, count(*)::int as bids, min(time_of_bid) as first_bid
  from bids where bidder_id = any(${uuidArray(ids)}) and status not in ('Void', 'Unavailable')
  group by bidder_id, charter_request_id
  having min(time_of_bid) >= ${range.start} and min(time_of_bid) < ${range.end})`;

export interface HistoryEvent {
  at: string;
  kind: 'status' | 'bid';
  from: string | null;
  to: string;
  price: number | null;
  withMargin: number | null;
  currency: string | null;
}

export interface JobRow {
  supplierId: string;
  operator: string;
  charterId: string;
  jobReference: number;
  status: string;
  from: string;
  to: string;
  departTime: Date | string;
  departTimeZone: string;
  winnerId: string | null;
  bids: number;
  firstBid: Date | string;
  lastPrice: string | number | null;
  lastWithMargin: string | number | null;
  lastCurrency: string;
  history: HistoryEvent[] | null;
}

/**
 * The job tracker: one row per chosen operator and charter it bid on, by its first bid, with the
 * charter's status changes and the operator's bids in time order (the job history).
 */
export function jobTrackerQuery(ids: readonly string[], range: Range, after: Position | null, limit: number | null): SQL {
  const from = after
    ? sql`where (j.first_bid, j.charter_request_id, j.bidder_id) > (${after[0]}::timestamptz, ${after[1]}::uuid, ${after[2]}::uuid)`
    : sql``;
  return sql`
    select j.bidder_id as "supplierId", sp.company_name as "operator", cr.id as "charterId", cr.job_reference as "jobReference",
      cr.status, cr.from_site as "from", cr.to_site as "to", cr.depart_time as "departTime", cr.depart_time_zone as "departTimeZone",
      cr.bidder_id as "winnerId", j.bids, j.first_bid as "firstBid", lb.price as "lastPrice", lb.with_margin as "lastWithMargin", lb.currency as "lastCurrency",
      (select json_agg(e order by e.at) from (
        select t.time_stamp as at, 'status' as kind, t.old_status as "from", t.new_status as "to", null::numeric as price, null::numeric as "withMargin",
          null::text as currency
        from timeline_items t where t.entity_type = 'CharterRequest' and t.entity_id = cr.id
        union all
        select x.time_of_bid, 'bid', null, x.status, x.price, x.with_margin, x.currency
        from bids x where x.charter_request_id = cr.id and x.bidder_id = j.bidder_id and x.status not in ('Void', 'Unavailable')
      ) e) as history
    from ${jobsOf(ids, range)} j
    join charter_requests cr on cr.id = j.charter_request_id
    join suppliers sp on sp.id = j.bidder_id
    cross join lateral (
      select x.price, x.with_margin, x.currency from bids x
      where x.charter_request_id = cr.id and x.bidder_id = j.bidder_id and x.status not in ('Void', 'Unavailable')
      order by x.time_of_bid desc limit 1
    ) lb
    ${from}
    order by j.first_bid, j.charter_request_id, j.bidder_id
    ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

export const jobTrackerCount = (ids: readonly string[], range: Range) => sql`select count(*)::int as n from ${jobsOf(ids, range)} j`;

export type OperatorTotals = {
  supplierId: string;
  companyName: string;
  bids: number;
  wins: number;
  confirmed: number;
};

/** Each chosen operator with its totals over the range; operators that do not exist are absent. */
export async function operatorTotals(db: Db, ids: readonly string[], range: Range): Promise<OperatorTotals[]> {
  const r = await db.execute<OperatorTotals>(sql`
    select s.id as "supplierId", s.company_name as "companyName", count(j.charter_request_id)::int as bids,
      count(j.charter_request_id) filter (where cr.bidder_id = s.id)::int as wins,
      count(j.charter_request_id) filter (where cr.bidder_id = s.id and cr.status in ('Confirmed', 'Finished'))::int as confirmed
    from suppliers s
    left join ${jobsOf(ids, range)} j on j.bidder_id = s.id
    left join charter_requests cr on cr.id = j.charter_request_id
    where s.id = any(${uuidArray(ids)})
    group by s.id, s.company_name
    order by s.company_name, s.id`);
  return r.rows;
}

/** Operators the job tracker can follow: every operator that is not an unanswered invitation. */
export async function operatorChoices(db: Db): Promise<{ id: string; companyName: string; status: string }[]> {
  const r = await db.execute<{ id: string; companyName: string; status: string }>(sql`
    select id, company_name as "companyName", status from suppliers where status <> 'Invited' order by company_name, id`);
  return r.rows;
}

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows as T[];
}

export async function countOf(db: Db, query: SQL): Promise<number> {
  return (await db.execute<{ n: number }>(query)).rows[0]?.n ?? 0;
}
