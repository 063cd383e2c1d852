/**
 * An operator's view of the market (ADR 0046): its own win rate, where its bids ranked, and how
 * far its lost bids were from the winning one, as bands of a percentage. Worked out from the
 * operator's charters of the last twelve months; it names no other operator and gives no other
 * operator's price, not even one that could be worked back from a band.
 */

export const MARKET_VIEW_MONTHS = 12;

/** Where an operator's best bid on a charter stood among every operator's best: 1st, 2nd, 3rd, 4th or lower. */
export const RANK_BUCKETS = ['1st', '2nd', '3rd', '4th or lower'] as const;
export type RankBucket = (typeof RANK_BUCKETS)[number];

export const rankBucket = (rank: number): RankBucket => RANK_BUCKETS[Math.min(Math.max(rank, 1), 4) - 1]!;

/** How far a lost bid was above the winning bid (price with margin), as a share of the winner's. */
export const GAP_BANDS = ['Below the winner', 'Within 5%', '5-10%', '10-20%', 'More than 20%'] as const;
export type GapBand = (typeof GAP_BANDS)[number];

/** The band of a lost bid's gap: (its price - the winner's) / the winner's; a tie is within 5%. */
export function gapBand(gap: number): GapBand {
  if (gap < 0) return 'Below the winner';
  if (gap <= 0.05) return 'Within 5%';
  if (gap <= 0.1) return '5-10%';
  if (gap <= 0.2) return '10-20%';
  return 'More than 20%';
}

export interface MarketViewDto {
  months: number;
  /** Charters the operator bid on in the window. */
  bidOn: number;
  /** Of those, awarded to an operator (Confirmed or Finished). */
  decided: number;
  /** Awarded to this operator. */
  won: number;
  /** won / decided (0-1); null before any was decided. */
  winRate: number | null;
  ranks: { bucket: RankBucket; count: number }[];
  /** The charters awarded to another operator, by how far this operator's best bid was from the winning one. */
  lost: { band: GapBand; count: number }[];
}
