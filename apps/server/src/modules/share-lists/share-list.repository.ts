import { sql, type SQL } from 'drizzle-orm';
import type { ShareSort } from '@charter/shared';
import type { Db } from '@charter/db';
import type { CursorValue } from '../../lib/keyset-cursor.js';
import { containsPattern, isoMicrosText, isoText } from '../../lib/sql-text.js';
import { SHARE_FOR_SALE } from '../../access/share-scope.js';
import { SORT_KIND, type ShareListQuery } from './share-list.query.js';

/**
 * The status a share row shows: "Live" while it is for sale (the share page says the same), else
 * the share's own (Pending, Confirmed); purchase rows show the purchase's.
 */
const shareStatus = (purchases: boolean) => (purchases ? sql`p.status` : sql`(case when ${SHARE_FOR_SALE} then 'Live' else cs.status end)`);

/** What one share list reads: shares, or (Pending Purchase) purchases, under a condition. */
export interface ShareListSpec {
  /** Purchase rows (alias p) instead of share rows. */
  purchases: boolean;
  /** Which rows, on aliases cs, cr, r (and p for purchases): the tab and the viewer's scope. */
  where: SQL;
  query: Omit<ShareListQuery, 'cursor' | 'limit'>;
  cursor: CursorValue | null;
}

/** A row as read, before the presenter. */
export interface ShareListRow {
  id: string;
  shareId: string;
  purchaseId: string | null;
  charterRequestId: string;
  jobReference: number;
  departTime: string;
  departTimeZone: string;
  from: string;
  to: string;
  seatsAvailable: number;
  purchasedSeats: number;
  costPerSeat: number;
  currency: string;
  status: string;
  enabled: boolean;
  sortKey: string | number;
}

function sortExpr(sort: ShareSort, purchases: boolean): SQL {
  switch (sort) {
    case 'departTime':
      return sql`cs.depart_time`;
    case 'jobReference':
      return sql`cr.job_reference`;
    case 'from':
      return sql`r.from_site`;
    case 'to':
      return sql`r.to_site`;
    case 'status':
      return shareStatus(purchases);
    case 'seatsAvailable':
      return sql`cs.seats_available`;
  }
}

const CAST = { time: sql`timestamptz`, number: sql`bigint`, text: sql`text` } as const;

/** The job number typed with or without its JB prefix; anything else matches nothing. */
function jobDigits(text: string): SQL {
  const digits = text.replace(/^jb/i, '').trim();
  return /^\d+$/.test(digits) ? sql`cr.job_reference::text like ${containsPattern(digits)}` : sql`false`;
}

/** Global search (job reference or places) and the per-column filters, contains and case-insensitive. */
function filters(spec: ShareListSpec): SQL[] {
  const q = spec.query;
  const out: SQL[] = [];
  if (q.search) {
    const like = containsPattern(q.search);
    out.push(sql`(r.from_site ilike ${like} or r.to_site ilike ${like} or ${jobDigits(q.search)})`);
  }
  if (q.from) out.push(sql`r.from_site ilike ${containsPattern(q.from)}`);
  if (q.to) out.push(sql`r.to_site ilike ${containsPattern(q.to)}`);
  if (q.jobReference) out.push(jobDigits(q.jobReference));
  if (q.status) out.push(sql`${shareStatus(spec.purchases)} ilike ${containsPattern(q.status)}`);
  return out;
}

function from(spec: ShareListSpec): SQL {
  const share = sql`join charter_requests cr on cr.id = cs.charter_request_id join charter_routes r on r.id = cs.route_id`;
  return spec.purchases ? sql`share_purchases p join charter_shares cs on cs.id = p.share_id ${share}` : sql`charter_shares cs ${share}`;
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

/** One page in keyset order (sort value, then row id); up to limit + 1 rows, the extra one says there is more. */
export async function sharePage(db: Db, spec: ShareListSpec, limit: number): Promise<ShareListRow[]> {
  const expr = sortExpr(spec.query.sort, spec.purchases);
  const kind = SORT_KIND[spec.query.sort];
  const rowId = spec.purchases ? sql`p.id` : sql`cs.id`;
  const dir = spec.query.dir === 'desc' ? sql`desc` : sql`asc`;
  const cmp = spec.query.dir === 'desc' ? sql`<` : sql`>`;
  const where = [spec.where, ...filters(spec)];
  if (spec.cursor) where.push(sql`(${expr}, ${rowId}) ${cmp} (${spec.cursor[0]}::${CAST[kind]}, ${spec.cursor[1]}::uuid)`);
  const sortKey = kind === 'time' ? isoMicrosText(expr) : kind === 'number' ? sql`(${expr})::bigint` : sql`(${expr})::text`;
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${rowId} as id, cs.id as "shareId", ${spec.purchases ? sql`p.id` : sql`null::uuid`} as "purchaseId",
      cr.id as "charterRequestId", cr.job_reference as "jobReference",
      ${isoText(sql`cs.depart_time`)} as "departTime", r.depart_time_zone as "departTimeZone",
      r.from_site as "from", r.to_site as "to", cs.seats_available as "seatsAvailable",
      ${spec.purchases ? sql`1` : sql`cs.purchased_seats`} as "purchasedSeats",
      ${spec.purchases ? sql`p.cost_per_seat` : sql`cs.cost_per_seat`}::float8 as "costPerSeat",
      ${spec.purchases ? sql`p.currency` : sql`cs.currency`} as currency,
      ${shareStatus(spec.purchases)} as status, cs.enabled,
      ${sortKey} as "sortKey"
    from ${from(spec)}
    where ${and(where)}
    order by ${expr} ${dir}, ${rowId} ${dir}
    limit ${limit + 1}`);
  return r.rows.map((row) => ({
    id: row.id as string,
    shareId: row.shareId as string,
    purchaseId: (row.purchaseId as string | null) ?? null,
    charterRequestId: row.charterRequestId as string,
    jobReference: Number(row.jobReference),
    departTime: row.departTime as string,
    departTimeZone: row.departTimeZone as string,
    from: row.from as string,
    to: row.to as string,
    seatsAvailable: Number(row.seatsAvailable),
    purchasedSeats: Number(row.purchasedSeats),
    costPerSeat: Number(row.costPerSeat),
    currency: row.currency as string,
    status: row.status as string,
    enabled: row.enabled === true,
    sortKey: kind === 'number' ? Number(row.sortKey) : (row.sortKey as string),
  }));
}

export async function countShares(db: Db, spec: ShareListSpec): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${from(spec)} where ${and([spec.where, ...filters(spec)])}`);
  return r.rows[0]!.n;
}
