import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';

/**
 * A number of hours an admin sets as a settings list's first value (StandbyOfferHours,
 * BiddingClosingSoonHours): more than 0 and at most a week, else `fallback`.
 */
export async function settingHours(db: DbOrTx, name: string, fallback: number): Promise<number> {
  const r = await db.execute<{ value: string }>(sql`select value from settings where name = ${name} order by sort_order limit 1`);
  const hours = Number(r.rows[0]?.value);
  return Number.isFinite(hours) && hours > 0 && hours <= 24 * 7 ? hours : fallback;
}
