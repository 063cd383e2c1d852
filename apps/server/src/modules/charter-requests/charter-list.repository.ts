import type { DbOrTx } from '@charter/db';
import { sql, type SQL } from 'drizzle-orm';
import { bidCountOf } from '../../access/bid-scope.js';
import { executeNamed } from '../../lib/prepared-sql.js';
import type { CharterListItem } from './charter-types.js';
import type { CursorValue, ListQuery, ListSort, SortKind } from './charter-list.query.js';
import { SORT_KIND } from './charter-list.query.js';
import { isoMicrosText, isoText } from '../../lib/sql-text.js';
import { textLiteral, uuidLiteral } from '../../lib/sql-literals.js';

export interface ListSpec {
  /** Whose charters (a condition on alias cr), already combined with what the actor may see. */
  scope: SQL;
  statuses: readonly string[];
  query: Omit<ListQuery, 'cursor' | 'dir'>;
  dir: 'asc' | 'desc';
  cursor: CursorValue | null;
  /** Suppliers do not search or filter by client names (they do not see them). */
  supplierView: boolean;
  /** The calling supplier, for its "aircraft unavailable" mark. */
  supplierId?: string | null;
}

const SORT_EXPR: Record<ListSort, SQL> = {
  departTime: sql`cr.depart_time`,
  jobReference: sql`cr.job_reference`,
  createdAt: sql`cr.created_at`,
  // The end of bidding as the countdown shows it: set when bidding opened, else the planned span.
  biddingEndsAt: sql`coalesce(cr.bidding_ends_at, cr.created_at + make_interval(hours => cr.bidding_time_span_hours))`,
  from: sql`cr.from_site`,
  to: sql`cr.to_site`,
  status: sql`cr.status`,
  client: sql`c.company_name`,
};

const CAST: Record<SortKind, SQL> = { time: sql`timestamptz`, number: sql`bigint`, text: sql`text` };

const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function needsClientJoin(spec: ListSpec): boolean {
  return spec.query.sort === 'client' || (!!spec.query.client && !spec.supplierView);
}

/** Search and per-column filters (contains, case-insensitive). */
function filters(spec: ListSpec): SQL[] {
  const q = spec.query;
  const out: SQL[] = [];
  // search_text repeats places and names in lower case; public_search_text the same without client
  // names or PO numbers, for suppliers. Both have trigram indexes, so matching them lets the index help.
  const searchColumn = spec.supplierView ? sql`cr.public_search_text` : sql`cr.search_text`;
  const viaSearchText = (text: string) => [sql`${searchColumn} like ${contains(text)}`];
  if (q.search) out.push(sql`${searchColumn} like ${contains(q.search)}`);
  if (q.from) out.push(sql`cr.from_site ilike ${contains(q.from)}`, ...viaSearchText(q.from));
  if (q.to) out.push(sql`cr.to_site ilike ${contains(q.to)}`, ...viaSearchText(q.to));
  if (q.jobReference) {
    const digits = q.jobReference.replace(/^jb/i, '');
    out.push(/^\d+$/.test(digits) ? sql`cr.job_reference::text like ${contains(digits)}` : sql`false`);
  }
  if (q.status) out.push(sql`cr.status ilike ${contains(q.status)}`);
  if (q.client && !spec.supplierView) out.push(sql`c.company_name ilike ${contains(q.client)}`, ...viaSearchText(q.client));
  if (q.charterType)
    out.push(sql`(cr.charter_type ilike ${contains(q.charterType)} or cr.charter_sub_type ilike ${contains(q.charterType)})`);
  return out;
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

/**
 * Whether a list statement of this shape is prepared once and kept with one plan (ADR 0024).
 *
 * Named, with its row limits written in, a list statement's generic plan knows it stops after a
 * page and is costed like the per-call plans, so PostgreSQL keeps it after five calls and stops
 * planning every call (~0.8 ms of a ~1.2 ms statement). That holds for every call without a text
 * filter: the tab's statuses and an operator's filters and id are written into the text (a plan
 * made once is made for them; sql-literals.ts), so an operator's statement is its own, planned once
 * per connection where it took 6-11 ms to parse and plan on every call. Text filters (a pattern's
 * selectivity is known only with its value; generic plans ran 15-75 ms against 1-5 ms planned per
 * call) stay unnamed statements, planned with their values every call.
 */
function plannedOnce(textFilters: SQL[]): boolean {
  return textFilters.length === 0;
}

/** A row limit: written in for a statement planned once, bound otherwise. Page sizes are few (the schema bounds them). */
function rowLimit(once: boolean, n: number): SQL | number {
  if (!once) return n;
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`not a row limit: ${n}`);
  return sql.raw(String(n));
}

async function run<T>(db: DbOrTx, once: boolean, query: SQL): Promise<T[]> {
  return (once ? await executeNamed<T>(db, query) : await db.execute(query)).rows as T[];
}

/**
 * One page in keyset order: each status is read as its own ordered, limited branch (so the
 * (scope, status, depart_time, id) indexes serve it), then the branches are merged. Returns up
 * to limit + 1 rows; the extra one says there is a next page.
 *
 * With `totalCap`, each row also carries the list's total counted up to the cap + 1 (countRows),
 * computed once by the same statement: one round trip and one statement per list call instead of
 * two (ADR 0024). A page with no rows carries no total; the caller counts apart then.
 */
export async function listPage(db: DbOrTx, spec: ListSpec, limit: number, totalCap?: number) {
  const expr = SORT_EXPR[spec.query.sort];
  const kind = SORT_KIND[spec.query.sort];
  const dir = spec.dir === 'asc' ? sql`asc` : sql`desc`;
  const cmp = spec.dir === 'asc' ? sql`>` : sql`<`;
  const join = needsClientJoin(spec) ? sql`join clients c on c.id = cr.client_id` : sql``;
  const textFilters = filters(spec);
  const once = plannedOnce(textFilters);
  const common = [spec.scope, ...textFilters];
  const limitRows = rowLimit(once, limit + 1);
  if (spec.cursor) common.push(sql`(${expr}, cr.id) ${cmp} (${spec.cursor[0]}::${CAST[kind]}, ${spec.cursor[1]}::uuid)`);
  // The tab's statuses (the product's own words) are written in, so that a plan made once for the
  // statement is made for them (plannedOnce).
  const branches = spec.statuses.map(
    (status) => sql`(select cr.id, ${expr} as sk from charter_requests cr ${join}
      where ${and([sql`cr.status = ${textLiteral(status)}`, ...common])}
      order by ${expr} ${dir}, cr.id ${dir} limit ${limitRows})`,
  );
  const sortKey = kind === 'time' ? isoMicrosText(sql`page.sk`) : kind === 'number' ? sql`page.sk::bigint` : sql`page.sk::text`;
  const rows = await run<Record<string, unknown>>(
    db,
    once,
    sql`
    with page as (
      select u.id, u.sk from (${sql.join(branches, sql` union all `)}) u
      order by u.sk ${dir}, u.id ${dir} limit ${limitRows}
    )
    select cr.id, cr.job_reference as "jobReference", cr.status, cr.charter_type as "charterType",
      cr.charter_sub_type as "charterSubType", cr.from_site as "from", cr.to_site as "to",
      ${isoText(sql`cr.depart_time`)} as "departTime", ${isoText(sql`cr.last_depart_time`)} as "lastDepartTime",
      cr.depart_time_zone as "departTimeZone", cr.route_count as "routeCount",
      cr.passenger_count as "passengerCount", ${bidCountOf(sql`cr.id`)} as "bidCount", ${isoText(sql`cr.bidding_ends_at`)} as "biddingEndsAt",
      cr.bidding_time_span_hours as "biddingTimeSpanHours", ${isoText(sql`cr.created_at`)} as "createdAt",
      cr.q_gov as "qGov", cr.admin_acknowledged as "adminAcknowledged", cr.change_pending as "changePending",
      c.company_name as "clientName", d.department_name as "departmentName",
      case when s.id is null then null else s.first_name || ' ' || s.last_name end as "staffName",
      cr.currency, cr.price::float8 as price, cr.with_margin::float8 as "withMargin",
      cr.bidder_id as "bidderId", sp.company_name as "supplierName",
      ${
        spec.supplierView
          ? sql`exists (select 1 from supplier_charter_availability sa where sa.charter_request_id = cr.id
              and sa.supplier_id = ${spec.supplierId ? uuidLiteral(spec.supplierId) : sql`null`} and sa.status = 'Unavailable')`
          : sql`false`
      } as "supplierUnavailable",
      ${sortKey} as "sortKey",
      ${totalCap === undefined ? sql`null::int` : sql`(${cappedCount(spec, totalCap, once, textFilters)})`} as "total"
    from page
    join charter_requests cr on cr.id = page.id
    join clients c on c.id = cr.client_id
    left join client_departments d on d.id = cr.client_department_id
    left join client_staff s on s.id = cr.client_staff_id
    left join suppliers sp on sp.id = cr.bidder_id
    order by page.sk ${dir}, page.id ${dir}`,
  );
  return rows.map(toRow);
}

/**
 * The list's rows counted up to `cap` + 1: the count stops once it knows there are more than `cap`
 * (then shown as "1,000+"), so a tab of 20,000 charters costs what one of 1,000 does (exact counts
 * took 12-124 ms beside a 1 ms page at 100,000 charters). JIT is never worth it for this bounded scan, and
 * the planner's estimate for an operator's filters could make it compile the count for ~50-90 ms.
 */
export async function countRows(db: DbOrTx, spec: ListSpec, cap: number): Promise<number> {
  const textFilters = filters(spec);
  const once = plannedOnce(textFilters);
  const rows = await run<{ n: number }>(db, once, cappedCount(spec, cap, once, textFilters));
  return rows[0]!.n;
}

function cappedCount(spec: ListSpec, cap: number, once: boolean, textFilters: SQL[]): SQL {
  const join = needsClientJoin(spec) ? sql`join clients c on c.id = cr.client_id` : sql``;
  return sql`select count(*)::int as n from (select 1 from charter_requests cr ${join}
    where ${and([sql`cr.status in (${sql.join(spec.statuses.map(textLiteral), sql`, `)})`, spec.scope, ...textFilters])}
    limit ${rowLimit(once, cap + 1)}) capped`;
}

/**
 * A list row as read, before the presenter decides what the viewer may see of it
 * (charter.presenter.ts presentListItem).
 */
export interface ListRow extends Omit<CharterListItem, 'supplierUnavailable' | 'urgent'> {
  bidderId: string | null;
  supplierUnavailable: boolean;
  sortKey: string | number;
  /** The list's capped total, when the page was asked for it (listPage's totalCap). */
  total: number | null;
}

function toRow(row: Record<string, unknown>): ListRow {
  return {
    id: row.id as string,
    jobReference: row.jobReference as number,
    status: row.status as string,
    charterType: row.charterType as string,
    charterSubType: row.charterSubType as string,
    from: row.from as string,
    to: row.to as string,
    departTime: row.departTime as string,
    departTimeZone: row.departTimeZone as string,
    lastDepartTime: row.lastDepartTime as string,
    routeCount: row.routeCount as number,
    passengerCount: row.passengerCount as number,
    bidCount: row.bidCount as number,
    biddingEndsAt: (row.biddingEndsAt as string | null) ?? null,
    biddingTimeSpanHours: row.biddingTimeSpanHours as number,
    createdAt: row.createdAt as string,
    qGov: row.qGov as boolean,
    adminAcknowledged: row.adminAcknowledged as boolean,
    changePending: row.changePending as boolean,
    clientName: row.clientName as string,
    departmentName: (row.departmentName as string | null) ?? null,
    staffName: (row.staffName as string | null) ?? null,
    currency: row.currency as string,
    price: (row.price as number | null) ?? null,
    withMargin: (row.withMargin as number | null) ?? null,
    bidderId: (row.bidderId as string | null) ?? null,
    supplierName: (row.supplierName as string | null) ?? null,
    supplierUnavailable: row.supplierUnavailable === true,
    sortKey: row.sortKey as string | number,
    total: (row.total as number | null) ?? null,
  };
}
