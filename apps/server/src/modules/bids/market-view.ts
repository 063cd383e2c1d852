import type { Db } from '@charter/db';
import { GAP_BANDS, MARKET_VIEW_MONTHS, RANK_BUCKETS, gapBand, isUuid, rankBucket, type MarketViewDto } from '@charter/shared';
import type { Actor } from '../../access/actor.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { marketCharters, type MarketCharterRow } from './market-view.repository.js';

/** The figures of an operator's market view from its charters (pure: only counts and bands leave). */
export function marketView(rows: readonly MarketCharterRow[]): MarketViewDto {
  const decided = rows.filter((r) => r.decided).length;
  const won = rows.filter((r) => r.won).length;
  const ranks = new Map(RANK_BUCKETS.map((b) => [b, 0]));
  const lost = new Map(GAP_BANDS.map((b) => [b, 0]));
  for (const r of rows) {
    const bucket = rankBucket(r.rank);
    ranks.set(bucket, ranks.get(bucket)! + 1);
    if (r.gap !== null && r.gap !== undefined) {
      const band = gapBand(Number(r.gap));
      lost.set(band, lost.get(band)! + 1);
    }
  }
  return {
    months: MARKET_VIEW_MONTHS,
    bidOn: rows.length,
    decided,
    won,
    winRate: decided ? won / decided : null,
    ranks: RANK_BUCKETS.map((bucket) => ({ bucket, count: ranks.get(bucket)! })),
    lost: GAP_BANDS.map((band) => ({ band, count: lost.get(band)! })),
  };
}

/**
 * An operator's view of the market on its My Past Bids page (ADR 0046): an operator its own; an
 * admin any operator's, as it picks the operator on that page. Nobody else.
 */
export async function readMarketView(db: Db, actor: Actor, supplierId: string | undefined): Promise<MarketViewDto> {
  let bidder: string | null;
  if (actor.role === 'Supplier') bidder = actor.supplierId;
  else if (actor.role === 'Admin') bidder = supplierId && isUuid(supplierId) ? supplierId : null;
  else throw forbidden();
  if (!bidder) throw notFound();
  return marketView(await marketCharters(db, bidder));
}
