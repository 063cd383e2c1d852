import { DEFAULT_TIME_ZONE, bidDisplay, formatJobReference, formatLocal, formatMoney } from '@charter/shared';
import { seesOperator, visibleMoney, type Viewer } from '../../access/viewer.js';
import type { BidHistoryRow, ItineraryCharterRow } from './itinerary.repository.js';

export interface BidHistoryModel {
  jobReference: string;
  status: string;
  route: string;
  bids: { rank: string; operator: string; status: string; price: string; withMargin: string; display: string; timeOfBid: string }[];
}

/**
 * The bid history document's lines through the viewer rule (the document is the admins', who see
 * both prices; another viewer would get what visibleMoney and seesOperator allow). Times of bids
 * belong to no airport, so they are Brisbane time like every such instant (ADR 0010).
 */
export function presentBidHistory(charter: ItineraryCharterRow, route: string, rows: BidHistoryRow[], viewer: Viewer): BidHistoryModel {
  return {
    jobReference: formatJobReference(charter.jobReference),
    status: charter.status,
    route,
    bids: rows.map((b) => {
      const money = visibleMoney(viewer, { bidderId: b.bidderId, price: b.price, withMargin: b.withMargin });
      return {
        rank: String(b.rank),
        operator: seesOperator(viewer, b.bidderId) ? b.operatorName : `Operator ${b.rank}`,
        status: b.status,
        price: money.price === null ? '-' : formatMoney(b.currency, money.price),
        withMargin: money.withMargin === null ? '-' : formatMoney(b.currency, money.withMargin),
        display: bidDisplay(b.rank, b.currency, money.withMargin),
        timeOfBid: formatLocal(b.timeOfBid, DEFAULT_TIME_ZONE),
      };
    }),
  };
}
