import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { MARKET_VIEW_MONTHS } from '@charter/shared';

/** One charter an operator bid on, as its market view counts it: never another operator's name or price. */
export interface MarketCharterRow {
  /** 1 + the operators whose best bid was lower than this operator's best. */
  rank: number;
  won: boolean;
  /** Awarded to an operator: Confirmed or Finished. */
  decided: boolean;
  /** Lost to another operator: (this operator's best - the winning bid) / the winning bid. */
  gap: number | null;
}

/**
 * The charters `supplierId` first bid on in the last twelve months. Each operator's best bid on a
 * charter is its lowest price with margin among the bids that still stand or stood at the close
 * (withdrawn and void bids are not offers); the winning bid is the charter's awarded one.
 */
export async function marketCharters(db: Db, supplierId: string): Promise<MarketCharterRow[]> {
  const r = await db.execute<MarketCharterRow & Record<string, unknown>>(sql`
    with mine as (
      select b.charter_request_id as cid, min(b.with_margin) as best
      from bids b where b.bidder_id = ${supplierId} and b.status not in ('Void', 'Unavailable')
      group by b.charter_request_id
      having min(b.time_of_bid) >= now() - make_interval(months => ${MARKET_VIEW_MONTHS})
    ), field as (
      select b.charter_request_id as cid, b.bidder_id, min(b.with_margin) as best
      from bids b where b.charter_request_id in (select cid from mine) and b.status not in ('Void', 'Unavailable')
      group by b.charter_request_id, b.bidder_id
    )
    select 1 + (select count(*) from field f where f.cid = m.cid and f.best < m.best)::int as rank,
      coalesce(awarded and cr.bidder_id = ${supplierId}, false) as won,
      awarded as decided,
      case when awarded and cr.bidder_id <> ${supplierId} and w.with_margin > 0
        then ((m.best - w.with_margin) / w.with_margin)::float8 end as gap
    from mine m
    join charter_requests cr on cr.id = m.cid
    cross join lateral (select cr.status in ('Confirmed', 'Finished') and cr.bidder_id is not null as awarded) a
    left join bids w on w.id = cr.bid_id`);
  return r.rows;
}
