import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { RANKED_STATUSES_SQL } from '../../access/bid-scope.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { bidSectorsJson } from '../../domain/bids/bid-sectors-sql.js';
import { complianceFactsJson, complianceFactsOf } from '../../domain/compliance/compliance-sql.js';
import { bidFeasibilityFactsJson, feasibilityFactsOf } from '../../domain/feasibility/feasibility-sql.js';
import type { CursorValue } from '../../lib/keyset-cursor.js';
import { preparedSql } from '../../lib/prepared-sql.js';
import { isoMicrosText } from '../../lib/sql-text.js';
import type { BidRow } from './bid-types.js';

/**
 * Bids matching `where` (on alias b), each ranked among all the competing bids of its charter:
 * 1 = the lowest price with margin, earlier bids first on a tie.
 *
 * `rank` says how: 'each' ranks each bid returned on its own, one bid and a supplier's own bids:
 * bid_rank (migration 0025; bid_place_batch ranks the bids it writes together, bid_ranks in migration
 * 0027) adds the ranked bids in the price bands below its own (bid_rank_buckets, kept by a trigger) and those ahead of it in its band,
 * counted over bids_rank_idx, so the cost does not grow with the charter's bids (ADRs 0029
 * and 0035); 'window' ranks every bid of the charters at once, for a whole charter's list,
 * where each bid is shown anyway.
 */
export async function findBids(
  db: DbOrTx,
  where: SQL,
  order: SQL,
  limit = 1000,
  rank: 'each' | 'window' = 'each',
  compliance = true,
): Promise<BidRow[]> {
  const r = await db.execute<Record<string, unknown>>(bidsQuery(where, order, limit, rank, compliance));
  return r.rows.map(toBidRow);
}

/**
 * One bid by id, ranked (findBids), as a prepared statement: getByBidId, and the answer to a bid
 * submitted again, whose planning cost more than its run (ADR 0023).
 */
export async function findBidById(db: Db, id: string): Promise<BidRow | undefined> {
  const query = preparedSql(db, 'bid_by_id', () => bidsQuery(sql`b.id = ${sql.placeholder('id')}`, sql`b.id`, 1, 'each'));
  const r = await query.execute({ id });
  return r.rows[0] && toBidRow(r.rows[0]);
}

/** Whether an operator of this id exists (an admin names the operator whose bids it reads). */
export async function supplierExists(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.execute(sql`select 1 from suppliers where id = ${id}`)).rows.length > 0;
}

/**
 * One page of an operator's bids, newest first: keyset by (created_at, id), both descending, over
 * bids_bidder_idx; up to limit + 1 rows (the extra one says there is more), each with the
 * microsecond text of its created_at for the next page's cursor. The total counts all its bids.
 */
export async function findSupplierBidsPage(
  db: DbOrTx,
  bidderId: string,
  after: CursorValue | null,
  limit: number,
  compliance: boolean,
): Promise<{ rows: (BidRow & { sortKey: string })[]; total: number }> {
  const keyset = after ? sql`and (b.created_at, b.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``;
  const where = sql`b.bidder_id = ${bidderId} ${keyset}`;
  const [page, count] = await Promise.all([
    db.execute<Record<string, unknown>>(
      bidsQuery(where, sql`b.created_at desc, b.id desc`, limit + 1, 'each', compliance, isoMicrosText(sql`b.created_at`)),
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from bids where bidder_id = ${bidderId}`),
  ]);
  return {
    rows: page.rows.map((row) => ({ ...toBidRow(row), sortKey: row.sortKey as string })),
    total: Number(count.rows[0]?.total ?? 0),
  };
}

/**
 * `compliance`: read each operator's compliance facts too (complianceFactsJson), for the badge
 * admins and client users see beside a bid; an operator's own list does without. Every bid is read
 * with its feasibility facts (bidFeasibilityFactsJson), for the chips beside its sectors.
 */
function bidsQuery(where: SQL, order: SQL, limit: number, rank: 'each' | 'window', compliance = true, sortKey?: SQL): SQL {
  const ranked = sql`rb.status in ${RANKED_STATUSES_SQL}`;
  return sql`
    ${
      rank === 'window'
        ? sql`with ranked as (
      select rb.id, case when ${ranked} then row_number() over (
          partition by rb.charter_request_id, ${ranked} order by rb.with_margin, rb.time_of_bid, rb.id) end as rank
      from bids rb
      where rb.charter_request_id in (select b.charter_request_id from bids b where ${where}))`
        : sql`with ranked as (
      select b.id, bid_rank(b.charter_request_id, b.status, b.with_margin, b.time_of_bid, b.id) as rank
      from bids b where ${where})`
    }
    select b.id, b.charter_request_id as "charterRequestId", cr.job_reference as "jobReference", b.bidder_id as "bidderId",
      s.company_name as "companyName", b.status, b.currency, b.price::float8 as price, b.with_margin::float8 as "withMargin",
      ranked.rank::int as rank, b.inclusions, b.exclusions, b.notes, b.same_aircraft as "sameAircraft",
      b.time_of_bid as "timeOfBid", b.created_at as "createdAt", b.offered_until as "offeredUntil", cr.status as "charterStatus", cr.from_site as "charterFrom",
      cr.to_site as "charterTo", cr.depart_time as "charterDepart",
      cr.depart_time_zone as "charterDepartZone",
      ${bidSectorsJson(sql`b.id`)} as routes,
      ${compliance ? complianceFactsJson(sql`b.bidder_id`) : sql`null::json`} as "complianceFacts",
      ${bidFeasibilityFactsJson(sql`b.id`)} as "feasibilityFacts"${sortKey ? sql`, ${sortKey} as "sortKey"` : sql``}
    from bids b
    join ranked on ranked.id = b.id
    join charter_requests cr on cr.id = b.charter_request_id
    join suppliers s on s.id = b.bidder_id
    where ${where}
    order by ${order}
    limit ${limit}`;
}

const toBidRow = (row: Record<string, unknown>): BidRow => ({
  ...(row as unknown as BidRow),
  jobReference: Number(row.jobReference),
  timeOfBid: new Date(row.timeOfBid as string).toISOString(),
  createdAt: new Date(row.createdAt as string).toISOString(),
  charterDepart: new Date(row.charterDepart as string).toISOString(),
  routes: row.routes as BidRow['routes'],
  complianceFacts: row.complianceFacts ? complianceFactsOf(row.complianceFacts) : null,
  feasibilityFacts: row.feasibilityFacts ? feasibilityFactsOf(row.feasibilityFacts) : null,
  offeredUntil: row.offeredUntil ? new Date(row.offeredUntil as string).toISOString() : null,
});

/** Is the charter visible to the actor (the lists' rule)? */
export async function charterVisibleTo(db: DbOrTx, actor: Actor, charterId: string): Promise<boolean> {
  const r = await db.execute(sql`select 1 from charter_requests cr where cr.id = ${charterId} and ${charterVisibility(actor)}`);
  return r.rows.length > 0;
}
