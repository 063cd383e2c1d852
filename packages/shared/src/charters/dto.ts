import type { BidRouteDto } from '../bids/bid-dto.js';
import type { SectorLoad } from './payload.js';

/**
 * The answers of the charter request calls, read by the server's presenters and the web client
 * alike (one definition, so the two cannot drift apart).
 */
/** A sector as listed by get/full. */
export interface RouteDto {
  id: string;
  order: number;
  from: string;
  fromState: string;
  fromAltState: string;
  fromAirport: string;
  fromAirportDetail: string;
  fromCodeAirport: string;
  fromLatitude: number | null;
  fromLongitude: number | null;
  to: string;
  toState: string;
  toAltState: string;
  toAirport: string;
  toAirportDetail: string;
  toCodeAirport: string;
  toLatitude: number | null;
  toLongitude: number | null;
  distance: number | null;
  /** UTC instant of the departure; entered and shown as the local time of departTimeZone. */
  departTime: string;
  /** The departure airport's IANA zone (e.g. Australia/Perth), from the sector's from-state. */
  departTimeZone: string;
  flightTime: string;
  passengerNumber: number;
  passengerRange: boolean;
  passengerRangeMin: number;
  passengerRangeMax: number;
  passengerLimit: number;
  payload: number;
  aircraft: string;
  techstopLocation: string;
  techstopState: string;
  techstopReason: string;
  notes: string;
  totalWeight: number;
  manifestCount: number;
  manifest?: ManifestEntryDto[];
  /**
   * The sector's payload figures (sectorLoad, ADR 0039): the request's, or the awarded aircraft's
   * once there is one. Null to an operator that lost the charter (another operator's figure).
   */
  load: SectorLoad | null;
}

export interface ManifestEntryDto {
  id: string;
  passengerName: string;
  contactNumber: string;
  emailAddress: string;
  passengerWeight: number;
  freightWeight: number;
  cargoWeight: number;
  itemOrder: number;
  status: string;
  share: boolean;
}

/** A row of the charter lists and the Excel export. */
export interface CharterListItem {
  id: string;
  jobReference: number;
  status: string;
  charterType: string;
  charterSubType: string;
  from: string;
  to: string;
  departTime: string;
  /** The first sector's departure airport zone: departTime is shown as its local time. */
  departTimeZone: string;
  lastDepartTime: string;
  routeCount: number;
  passengerCount: number;
  bidCount: number;
  biddingEndsAt: string | null;
  biddingTimeSpanHours: number;
  createdAt: string;
  urgent: boolean;
  qGov: boolean;
  adminAcknowledged: boolean;
  changePending: boolean;
  clientName: string | null;
  departmentName: string | null;
  staffName: string | null;
  currency: string;
  /** The awarded operator's own price: to admins and that operator only. */
  price: number | null;
  /** The price with margin: to admins, charter admins and the client side (not with hidePrice). */
  withMargin: number | null;
  /** The awarded operator, to who may see operators (admins, itself, clients with canViewSupplierInfo). */
  supplierName: string | null;
  /** Suppliers' lists only: the calling supplier marked its aircraft unavailable for this charter. */
  supplierUnavailable?: boolean;
}

/**
 * A list's total is counted up to this many rows: past it the list says "1,000+" (ADR 0021), so a
 * big tab costs no more to count than a small one.
 */
export const LIST_TOTAL_CAP = 1000;

export interface CharterPage {
  items: CharterListItem[];
  nextCursor: string | null;
  /** The rows of the list, or LIST_TOTAL_CAP when totalCapped. */
  total: number;
  /** Present and true when the list has more than LIST_TOTAL_CAP rows (counting stopped there). */
  totalCapped?: boolean;
}

/** The total as a list footer shows it: "1,234", or "1,000+" past the cap. */
export function formatListTotal(page: Pick<CharterPage, 'total' | 'totalCapped'>): string {
  return `${page.total.toLocaleString('en-AU')}${page.totalCapped ? '+' : ''}`;
}

export interface JobMatch {
  id: string;
  jobReference: number;
  status: string;
  /**
   * Whether the caller's own ("Me") list holds it: a client or department with the All / Me
   * switch finds its departments' and staff's charters too, which only its All list holds.
   */
  mine: boolean;
}

export type SupplierAccess = 'bidding' | 'awarded' | 'notAwarded';

/**
 * The awarded bid as the charter carries it once a bid is accepted: per sector what the operator
 * will fly (its departure, flight time, payload, pax limit and aircraft), and its terms.
 */
export interface AwardDto {
  bidId: string;
  /** Accepted (waiting for the operator) or Confirmed. */
  status: string;
  inclusions: string[];
  exclusions: string[];
  operatorNotes: string;
  sameAircraft: boolean;
  routes: BidRouteDto[];
  /** Each sector's CO2 estimate in kg (ADR 0046): its flight time at its aircraft category's fuel burn; null when unknown. */
  co2: { routeId: string; kg: number | null }[];
}

/** GET /api/charterRequest/full/{id}: the charter, its sectors with manifests, and what this user may do. */
export interface CharterDetailDto {
  activeTab: string;
  updatedAt: string;
  /** The client's identity (ids, names, purchase order) never reaches an operator: null for suppliers. */
  clientStaffId: string | null;
  clientDepartmentId: string | null;
  id: string;
  jobReference: number;
  status: string;
  clientId: string | null;
  clientName: string | null;
  departmentName: string | null;
  staffName: string | null;
  charterType: string;
  charterSubType: string;
  catering: string;
  dangerousGoods: boolean;
  dangerousGoodsIds: string[];
  preferredAircraft: string[];
  shared: boolean;
  shareManifest: boolean;
  specialRequests: string;
  notes: string;
  purchaseOrderNumber: string | null;
  reasonForCharter: string;
  biddingTimeSpanHours: number;
  biddingEndsAt: string | null;
  createdAt: string;
  closedAt: string | null;
  departTime: string;
  /** The first sector's departure airport zone. */
  departTimeZone: string;
  lastDepartTime: string;
  from: string;
  to: string;
  bidCount: number;
  routeCount: number;
  passengerCount: number;
  urgent: boolean;
  qGov: boolean;
  changePending: boolean;
  changeCharterRequestId: string | null;
  lastVersion: string | null;
  adminAcknowledged: boolean;
  finished: boolean;
  currency: string;
  /** The awarded operator's own price: to admins and that operator only. */
  price: number | null;
  /** The price with margin: to admins, charter admins and the client side (not with hidePrice). */
  withMargin: number | null;
  /** The awarded operator, to who may see operators (admins, itself, clients with canViewSupplierInfo). */
  bidderId: string | null;
  supplierName: string | null;
  /**
   * The client's "Notes for Supplier" (its department's when the charter is a department's or its
   * staff's and the department wrote some): to operators and admins, null for the client side.
   * Only the notes, never who wrote them.
   */
  notesForSupplier: string | null;
  withdrawReason: string | null;
  /** For an operator: it marked this charter Unavailable (no aircraft). */
  supplierUnavailable?: boolean;
  /**
   * For an operator, how it sees this charter: open for its bid (or being chosen), awarded to it,
   * or one it bid on that went to another operator or closed (a short "not awarded" view).
   */
  supplierAccess?: SupplierAccess;
  /** The awarded bid, to admins, the client side and the awarded operator; null before an award. */
  award: AwardDto | null;
  /** The chosen operator's documents or aircraft no longer hold for this charter (ADR 0043): shown until put right. */
  complianceLapse: { message: string; since: string } | null;
  /** The awarded aircraft can no longer fly the manifest as it stands (ADR 0047): shown until put right. */
  feasibilityFlag: { message: string; since: string } | null;
  routes: RouteDto[];
  /** When the passenger list is due: MANIFEST_DUE_HOURS before the first flight. */
  manifestDueAt: string;
  /** Some passenger came with a bought seat: nobody changes the list ("Cannot change this manifest, ..."). */
  manifestLocked: boolean;
  permissions: {
    canEdit: boolean;
    canClone: boolean;
    canAcknowledge: boolean;
    /** The passenger editor (docs/workflow.md, "Manifests"): the client side before the due time, admins before departure. */
    canEditManifest: boolean;
  };
}
