import type { Db } from '@charter/db';
import type { BidRouteDto } from '@charter/shared';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A bid as stored, with its rank among the charter's competing bids and its charter's facts. */
export interface BidRow {
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
  charterStatus: string;
  charterFrom: string;
  charterTo: string;
  charterDepart: string;
  charterDepartZone: string;
  routes: BidRouteDto[];
}

/** Who is looking at a bid decides which money and names they see (access/viewer.ts). */
export type { Viewer as BidViewer } from '../../access/viewer.js';
