import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { RANKED_STATUSES_SQL } from '../../access/bid-scope.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { bidRoutesJson } from '../../lib/bid-routes-sql.js';
import type { BidRow, DbOrTx } from './bid-types.js';

/**
 * Bids matching `where` (on alias b), each ranked among all the competing bids of its charter:
 * 1 = the lowest price with margin, earlier bids first on a tie.
 *
 * `rank` says how: 'each' counts, per bid returned, the competing bids ahead of it over
 * bids_rank_idx (the answer to a bid just placed, a supplier's own bids: the cost follows the
 * bids ahead, not every bid of the charter; issue 14); 'window' ranks every bid of the charters
 * at once, for a whole charter's list, where each bid is shown anyway.
 */
export async function findBids(db: DbOrTx, where: SQL, order: SQL, limit = 1000, rank: 'each' | 'window' = 'each'): Promise<BidRow[]> {
  const ranked = sql`rb.status in ${RANKED_STATUSES_SQL}`;
  const r = await db.execute<Record<string, unknown>>(sql`
    ${
      rank === 'window'
        ? sql`with ranked as (
      select rb.id, case when ${ranked} then row_number() over (
          partition by rb.charter_request_id, ${ranked} order by rb.with_margin, rb.time_of_bid, rb.id) end as rank
      from bids rb
      where rb.charter_request_id in (select b.charter_request_id from bids b where ${where}))`
        : sql`with ranked as (
      select b.id, case when b.status in ${RANKED_STATUSES_SQL} then 1 + (select count(*) from bids rb
          where rb.charter_request_id = b.charter_request_id and ${ranked}
            and (rb.with_margin, rb.time_of_bid, rb.id) < (b.with_margin, b.time_of_bid, b.id)) end as rank
      from bids b where ${where})`
    }
    select b.id, b.charter_request_id as "charterRequestId", cr.job_reference as "jobReference", b.bidder_id as "bidderId",
      s.company_name as "companyName", b.status, b.currency, b.price::float8 as price, b.with_margin::float8 as "withMargin",
      ranked.rank::int as rank, b.inclusions, b.exclusions, b.notes, b.same_aircraft as "sameAircraft",
      b.time_of_bid as "timeOfBid", b.created_at as "createdAt", cr.status as "charterStatus", cr.from_site as "charterFrom",
      cr.to_site as "charterTo", cr.depart_time as "charterDepart",
      cr.depart_time_zone as "charterDepartZone",
      ${bidRoutesJson(sql`b.id`)} as routes
    from bids b
    join ranked on ranked.id = b.id
    join charter_requests cr on cr.id = b.charter_request_id
    join suppliers s on s.id = b.bidder_id
    where ${where}
    order by ${order}
    limit ${limit}`);
  return r.rows.map((row) => ({
    ...(row as unknown as BidRow),
    jobReference: Number(row.jobReference),
    timeOfBid: new Date(row.timeOfBid as string).toISOString(),
    createdAt: new Date(row.createdAt as string).toISOString(),
    charterDepart: new Date(row.charterDepart as string).toISOString(),
    routes: row.routes as BidRow['routes'],
  }));
}

/** Is the charter visible to the actor (the lists' rule)? */
export async function charterVisibleTo(db: DbOrTx, actor: Actor, charterId: string): Promise<boolean> {
  const r = await db.execute(sql`select 1 from charter_requests cr where cr.id = ${charterId} and ${charterVisibility(actor)}`);
  return r.rows.length > 0;
}
