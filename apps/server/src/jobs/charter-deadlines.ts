import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@charter/db';
import { bidCountOf } from '../access/bid-scope.js';

/**
 * The queries of the charter clock. Every time is compared with the database's now(), the one
 * clock all server instances share. Claims lock the rows they return (FOR UPDATE SKIP LOCKED), so
 * a second instance running the same job at the same moment takes other rows or none.
 */

/** Rows that failed earlier in this run wait for the next one instead of blocking the batch. */
const notIn = (ids: string[]) => (ids.length ? sql`cr.id <> all(${`{${ids.join(',')}}`}::uuid[])` : sql`true`);

/** When charter `cr`'s bidding ends: the set end, else the creation time plus the bidding time span. */
export const BIDDING_END = sql`coalesce(cr.bidding_ends_at, cr.created_at + make_interval(hours => cr.bidding_time_span_hours))`;

/**
 * Live charters whose bidding has ended, locked for this transaction, with their bids counted once
 * locked (in a statement of their own, so a bid that committed while the lock was taken counts). A
 * charter with a bid under way (locked FOR SHARE) is skipped and claimed on the next run.
 */
export async function claimEndedBidding(tx: Tx, limit: number, skip: string[] = []): Promise<{ id: string; bidCount: number }[]> {
  // Two arms so the set end uses the partial index on Live charters' bidding_ends_at.
  const r = await tx.execute<{ id: string }>(sql`
    select cr.id from charter_requests cr
    where cr.status = 'Live'
      and ((cr.bidding_ends_at is not null and cr.bidding_ends_at <= now())
        or (cr.bidding_ends_at is null and ${BIDDING_END} <= now()))
      and ${notIn(skip)}
    order by ${BIDDING_END}
    limit ${limit}
    for update of cr skip locked`);
  if (r.rows.length === 0) return [];
  const ids = `{${r.rows.map((row) => row.id).join(',')}}`;
  const counted = await tx.execute<{ id: string; bidCount: number }>(sql`
    select c.id, ${bidCountOf(sql`c.id`)} as "bidCount" from unnest(${ids}::uuid[]) with ordinality as c(id, n) order by c.n`);
  return counted.rows;
}

/** A sector's "HH:MM" flight time as an interval; anything else counts as no flight time. */
const FLIGHT_TIME = sql`case when last.flight_time ~ '^[0-9]{1,3}:[0-5][0-9]$'
  then make_interval(hours => split_part(last.flight_time, ':', 1)::int, mins => split_part(last.flight_time, ':', 2)::int)
  else interval '0' end`;

/** Confirmed charters whose last sector has departed and flown its flight time, locked. */
export async function claimFlown(tx: Tx, limit: number, skip: string[] = []): Promise<{ id: string }[]> {
  const r = await tx.execute<{ id: string }>(sql`
    select cr.id from charter_requests cr
    left join lateral (
      select r.flight_time from charter_routes r where r.charter_request_id = cr.id
      order by r.depart_time desc, r."order" desc limit 1
    ) last on true
    where cr.status = 'Confirmed' and cr.last_depart_time <= now()
      and cr.last_depart_time + ${FLIGHT_TIME} <= now()
      and ${notIn(skip)}
    order by cr.last_depart_time
    limit ${limit}
    for update of cr skip locked`);
  return r.rows;
}

/**
 * Milliseconds (by the database clock) until the next Live charter's bidding ends, or null when
 * none is in the future. Ends already past are the run's business, not the timer's.
 */
export async function msUntilNextBiddingEnd(db: Db): Promise<number | null> {
  const r = await db.execute<{ ms: number | null }>(sql`
    select extract(epoch from (min(next_end) - now())) * 1000 as ms from (
      select min(cr.bidding_ends_at) as next_end from charter_requests cr
        where cr.status = 'Live' and cr.bidding_ends_at > now()
      union all
      select min(${BIDDING_END}) from charter_requests cr
        where cr.status = 'Live' and cr.bidding_ends_at is null and ${BIDDING_END} > now()
    ) ends`);
  const ms = r.rows[0]?.ms;
  return ms === null || ms === undefined ? null : Number(ms);
}
