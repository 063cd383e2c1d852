import type { BidRouteDto, ComplianceFacts } from '@charter/shared';
import type { BidFeasibilityFacts } from '../../domain/feasibility/feasibility-sql.js';

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
  /** The operator's compliance facts now (read with the bid; null where nobody shown the bid may see its badge). */
  complianceFacts: ComplianceFacts | null;
  /** The charter's sectors as asked and what the bid offers on each (null where nobody shown the bid may see its chips). */
  feasibilityFacts: BidFeasibilityFacts | null;
  /** A Standby bid offered the charter: until when (ISO); null otherwise. */
  offeredUntil: string | null;
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
