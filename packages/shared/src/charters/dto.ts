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
  departTime: string;
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
  price: number | null;
  withMargin: number | null;
  /** Suppliers' lists only: the calling supplier marked its aircraft unavailable for this charter. */
  supplierUnavailable?: boolean;
}

export interface CharterPage {
  items: CharterListItem[];
  nextCursor: string | null;
  total: number;
}

export interface JobMatch {
  id: string;
  jobReference: number;
  status: string;
}

/** GET /api/charterRequest/full/{id}: the charter, its sectors with manifests, and what this user may do. */
export interface CharterDetailDto {
  activeTab: string;
  updatedAt: string;
  clientStaffId: string | null;
  clientDepartmentId: string | null;
  id: string;
  jobReference: number;
  status: string;
  clientId: string;
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
  purchaseOrderNumber: string;
  reasonForCharter: string;
  biddingTimeSpanHours: number;
  biddingEndsAt: string | null;
  createdAt: string;
  closedAt: string | null;
  departTime: string;
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
  price: number | null;
  withMargin: number | null;
  withdrawReason: string | null;
  /** For an operator: it marked this charter Unavailable (no aircraft). */
  supplierUnavailable?: boolean;
  routes: RouteDto[];
  permissions: { canEdit: boolean; canClone: boolean; canAcknowledge: boolean };
}
