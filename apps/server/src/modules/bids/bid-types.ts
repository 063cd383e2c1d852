import type { Db } from '@charter/db';
import type { BidRouteDto } from '@charter/shared';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A bid as stored, with its rank among the charter's competing bids: what presentBid shows. */
export interface BidCore {
  id: string;
  charterRequestId: string;
  jobReference: number;
  bidderId: string;
  companyName: string;
  status: string;
  currency: string;
  price: number;
  withMargin: number;
  rank: number | null;
  inclusions: string;
  exclusions: string;
  notes: string;
  sameAircraft: boolean;
  timeOfBid: string;
  createdAt: string;
  routes: BidRouteDto[];
}

/** A bid as stored, ranked, with its charter's facts (a supplier's own bids show them). */
export interface BidRow extends BidCore {
  charterStatus: string;
  charterFrom: string;
  charterTo: string;
  charterDepart: string;
  charterDepartZone: string;
}

/** Who is looking at a bid decides which money and names they see (access/viewer.ts). */
export type { Viewer as BidViewer } from '../../access/viewer.js';
