import { biddingEnd, finishedHighlight, needsBids } from '@charter/shared';

interface HighlightFields {
  status: string;
  bidCount: number;
  biddingEndsAt: string | null;
  createdAt: string;
  biddingTimeSpanHours: number;
  departTime: string;
  lastDepartTime: string;
}

/**
 * Row highlights (core section 4): a Live charter without bids whose bidding closes within 24 h;
 * in the admin view, a Confirmed charter whose last sector left more than 5 minutes ago.
 */
export function rowHighlight(item: HighlightFields, isAdmin: boolean, now: Date): 'needsBids' | 'finished' | null {
  if (needsBids({ status: item.status, bidCount: item.bidCount, biddingEnd: biddingEnd(item) }, now)) return 'needsBids';
  if (isAdmin && finishedHighlight({ status: item.status, lastDepartTime: item.lastDepartTime || item.departTime }, now)) return 'finished';
  return null;
}
