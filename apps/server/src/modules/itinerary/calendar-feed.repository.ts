import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import { isoText } from '../../lib/sql-text.js';

export interface CalendarFeedRow {
  userId: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function feedOfUser(db: DbOrTx, userId: string): Promise<CalendarFeedRow | undefined> {
  const r = await db.execute<CalendarFeedRow & Record<string, unknown>>(sql`
    select user_id as "userId", ${isoText(sql`created_at`)} as "createdAt", ${isoText(sql`last_used_at`)} as "lastUsedAt"
    from calendar_feeds where user_id = ${userId}`);
  return r.rows[0];
}

/** A new feed address for the user, replacing any it had (the old address stops working at once). */
export async function replaceFeed(db: DbOrTx, userId: string, tokenHash: string): Promise<{ replaced: boolean; feed: CalendarFeedRow }> {
  const r = await db.execute<CalendarFeedRow & { replaced: boolean } & Record<string, unknown>>(sql`
    insert into calendar_feeds (user_id, token_hash) values (${userId}, ${tokenHash})
    on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now(), last_used_at = null
    returning user_id as "userId", ${isoText(sql`created_at`)} as "createdAt", null as "lastUsedAt", (xmax <> 0) as replaced`);
  const { replaced, ...feed } = r.rows[0]!;
  return { replaced, feed };
}

export async function removeFeed(db: DbOrTx, userId: string): Promise<boolean> {
  const r = await db.execute(sql`delete from calendar_feeds where user_id = ${userId}`);
  return (r.rowCount ?? 0) > 0;
}

/** The user whose feed has this secret, marking the feed used; undefined for an unknown or removed one. */
export async function useFeed(db: DbOrTx, tokenHash: string): Promise<string | undefined> {
  const r = await db.execute<{ userId: string }>(sql`
    update calendar_feeds set last_used_at = now() where token_hash = ${tokenHash} returning user_id as "userId"`);
  return r.rows[0]?.userId;
}

/**
 * The charters a feed lists: booked ones, and once-booked ones since cancelled or replaced by a
 * change (for their cancellations), with a sector departing in the last `pastDays` days or later.
 */
export async function feedCharterIds(db: DbOrTx, access: SQL, pastDays: number, limit: number): Promise<string[]> {
  const r = await db.execute<{ id: string }>(sql`
    select cr.id from charter_requests cr
    where ${access}
      and (cr.status in ('Confirmed', 'Finished') or (cr.status in ('Closed', 'Superceded') and cr.bid_id is not null))
      and exists (select 1 from charter_routes r where r.charter_request_id = cr.id
        and r.depart_time >= now() - make_interval(days => ${pastDays}))
    order by (select min(r.depart_time) from charter_routes r where r.charter_request_id = cr.id)
    limit ${limit}`);
  return r.rows.map((row) => row.id);
}
