import {
  bidCompliance,
  bidDisplay,
  bidFeasibility,
  type BidFeasibilityDto,
  type BidComplianceDto,
  type BidDto,
  type BidHistoryDto,
  type SupplierBidDto,
} from '@charter/shared';
import { seesOperator, visibleMoney } from '../../access/viewer.js';
import type { BidCore, BidRow, BidViewer } from './bid-types.js';

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const operator = (rank: number | null) => (rank ? `Operator ${rank}` : 'Operator');

/**
 * The money and the name a viewer may see (access/viewer.ts, the rule charters follow too):
 * admins both prices; the bidding operator its own price only; client roles the price with margin
 * (none with hidePrice) and the operator's name only with canViewSupplierInfo.
 */
function visible(
  row: BidCore,
  v: BidViewer,
): { price: number | null; withMargin: number | null; supplier: string | null; bidderId: string | null } {
  const named = seesOperator(v, row.bidderId);
  return {
    ...visibleMoney(v, row),
    supplier: named ? row.companyName : operator(row.rank),
    bidderId: named ? row.bidderId : null,
  };
}

/**
 * The compliance badge beside a bid, for admins and client users (operators read their own
 * standing on their profile): the operator's documents as at the bid's last departure, and its
 * aircraft on its approved AOC, judged now.
 */
function complianceOf(row: BidCore, v: BidViewer): BidComplianceDto | null {
  if (v.kind === 'supplier' || !row.complianceFacts || row.routes.length === 0) return null;
  const last = row.routes.reduce((a, b) => (Date.parse(b.departTime) > Date.parse(a.departTime) ? b : a));
  const aircraft = [...new Map(row.routes.flatMap((r) => r.aircraft).map((a) => [a.id, a])).values()];
  return bidCompliance(row.complianceFacts, { departAt: last.departTime, departZone: last.departTimeZone, aircraft });
}

/**
 * The feasibility chips beside a bid's sectors (ADR 0047): to admins, client users and the operator
 * that bid, judged now against the charter's sectors as they stand; never to another operator.
 */
function feasibilityOf(row: BidCore, v: BidViewer): BidFeasibilityDto | null {
  if (!row.feasibilityFacts) return null;
  if (v.kind === 'supplier' && v.supplierId !== row.bidderId) return null;
  return bidFeasibility(row.feasibilityFacts.sectors, row.feasibilityFacts.offers);
}

export function presentBid(row: BidCore, v: BidViewer): BidDto {
  return {
    id: row.id,
    charterRequestId: row.charterRequestId,
    jobReference: row.jobReference,
    ...visible(row, v),
    status: row.status,
    currency: row.currency,
    rank: row.rank,
    inclusions: list(row.inclusions),
    exclusions: list(row.exclusions),
    notes: row.notes,
    sameAircraft: row.sameAircraft,
    timeOfBid: row.timeOfBid,
    createdAt: row.createdAt,
    routes: row.routes,
    compliance: complianceOf(row, v),
    offeredUntil: row.offeredUntil,
    feasibility: feasibilityOf(row, v),
  };
}

export function presentSupplierBid(row: BidRow, v: BidViewer): SupplierBidDto {
  return {
    ...presentBid(row, v),
    charter: {
      id: row.charterRequestId,
      jobReference: row.jobReference,
      status: row.charterStatus,
      from: row.charterFrom,
      to: row.charterTo,
      departTime: row.charterDepart,
      departTimeZone: row.charterDepartZone,
    },
  };
}

/** One line of the bid history: "(rank) - $AUD 1,234.00"; the amount is what the viewer may see. */
export function presentHistory(row: BidRow, v: BidViewer): BidHistoryDto {
  const shown = visible(row, v);
  const amount = v.kind === 'admin' || v.kind === 'charterAdmin' || v.kind === 'client' ? shown.withMargin : shown.price;
  return {
    rank: row.rank,
    supplier: shown.supplier ?? operator(row.rank),
    currency: row.currency,
    amount,
    timeOfBid: row.timeOfBid,
    status: row.status,
    display: bidDisplay(row.rank, row.currency, amount),
  };
}
