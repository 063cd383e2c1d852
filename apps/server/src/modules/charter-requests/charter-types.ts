import type { Db } from '@charter/db';
import type { AccountRole } from '@charter/shared';

/** A transaction, or the database itself for single statements. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** entity_states has one can_edit_<role> column per account role. */
export const CAN_EDIT_COLUMN: Record<AccountRole, string> = {
  Admin: 'can_edit_admin',
  CharterAdmin: 'can_edit_charter_admin',
  Client: 'can_edit_client',
  ClientDepartment: 'can_edit_client_department',
  ClientStaff: 'can_edit_client_staff',
  Supplier: 'can_edit_supplier',
};

export const isAdminRole = (role: string) => role === 'Admin' || role === 'CharterAdmin';

export const NOT_EDITABLE = 'This charter request cannot be edited in its current status.';
export const MANIFEST_CLOSED = "This charter request's manifest can no longer be changed.";
export const SECTOR_NOT_IN_CHARTER = 'This sector does not belong to the charter request.';
export const ONLY_CONFIRMED_CHECKED = 'Only confirmed charters can be marked as checked.';

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
