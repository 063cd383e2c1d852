import { formatMoney } from '../money/money.js';
import type { BidComplianceDto } from '../suppliers/compliance.js';
import type { BidFeasibilityDto } from './feasibility.js';

export interface BidAircraftDto {
  id: string;
  licenseNumber: string;
  type: string;
  passengerLimit: number;
}
export interface BidRouteDto {
  routeId: string;
  order: number;
  departTime: string;
  /** The charter sector's departure airport zone: departTime is shown as its local time. */
  departTimeZone: string;
  flightTime: string;
  payload: number;
  passengerLimit: number;
  aircraft: BidAircraftDto[];
  techStop: boolean;
}
export interface BidDto {
  id: string;
  charterRequestId: string;
  jobReference: number;
  /** The operator's id, only to who may know which operator bid (admins, the operator, clients with canViewSupplierInfo). */
  bidderId: string | null;
  /** The company name, or "Operator {rank}" when the viewer may not see who bid. */
  supplier: string | null;
  status: string;
  currency: string;
  price: number | null;
  withMargin: number | null;
  rank: number | null;
  inclusions: string[];
  exclusions: string[];
  notes: string;
  sameAircraft: boolean;
  timeOfBid: string;
  createdAt: string;
  routes: BidRouteDto[];
  /** The operator's compliance for this bid's flight: to admins and client users only (null to operators). */
  compliance: BidComplianceDto | null;
  /** A Standby bid offered the charter: it must be taken by then (ADR 0048); null otherwise. */
  offeredUntil: string | null;
  /** Whether its aircraft can fly each sector as asked: to admins, client users and its own operator (null to others). */
  feasibility: BidFeasibilityDto | null;
}
export interface SupplierBidDto extends BidDto {
  charter: { id: string; jobReference: number; status: string; from: string; to: string; departTime: string; departTimeZone: string };
}
export interface BidHistoryDto {
  rank: number | null;
  supplier: string;
  currency: string;
  amount: number | null;
  timeOfBid: string;
  status: string;
  display: string;
}

/** "(rank) - $AUD 1,234.00" (supplier-and-admin section 9), the amount in the one money format. */
export function bidDisplay(rank: number | null, currency: string, amount: number | null): string {
  return `(${rank ?? '-'}) - ${amount == null ? `$${currency} -` : formatMoney(currency, amount)}`;
}
