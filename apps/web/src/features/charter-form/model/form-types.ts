import type { Place } from '../../../lib/places';

/** The New Charter Request form's own state: what the inputs hold, before it becomes a request body. */

export type TripTab = 'OneWay' | 'Return' | 'multi';
export type CharterType = 'Passenger' | 'Freight' | 'Aerial';

/** One end of a sector: the shared place picker's place (coordinates only when chosen from the lookup). */
export type { Place };

/** A manifest row as typed: number inputs may hold '' while being edited. */
export interface PassengerRow {
  key: string;
  /** The saved entry's id when editing a charter, so the server keeps the entry. */
  id?: string;
  passengerName: string;
  contactNumber: string;
  emailAddress: string;
  passengerWeight: number | string;
  freightWeight: number | string;
  cargoWeight: number | string;
}

/** Spare seats offered on a sector (ADR 0016), as typed. */
export interface SectorShareForm {
  enabled: boolean;
  seatsAvailable: number | string;
  totalWeightAvailable: number | string;
  costPerSeat: number | string;
}

export interface SectorForm {
  /** React key; sectors have no server id until saved. */
  key: string;
  /** The saved sector's id when editing a charter, so the server updates it instead of adding one. */
  id?: string;
  from: Place;
  to: Place;
  /** Pickup instructions at each end. */
  fromAirportDetail: string;
  toAirportDetail: string;
  /** YYYY-MM-DD, or '' when not (validly) entered. */
  departDate: string;
  /** HH:mm as typed. */
  departTime: string;
  flightTime: string;
  passengerNumber: number | string;
  passengerRange: boolean;
  passengerRangeMin: number | string;
  passengerRangeMax: number | string;
  /** Carried unchanged through an edit until the form lets users choose aircraft. */
  passengerLimit?: number;
  aircraft?: string;
  payload: number | string;
  techStop: boolean;
  techstopLocation: string;
  techstopState: string;
  techstopReason: string;
  notes: string;
  manifest: PassengerRow[];
  /** The rows of an open manifest editor; null when it is closed. */
  manifestDraft: PassengerRow[] | null;
  /** Seats shared on this sector; absent or off when not shared. */
  share?: SectorShareForm;
}

export interface CharterForm {
  activeTab: TripTab;
  clientId: string;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  charterType: CharterType;
  charterSubType: string;
  catering: string;
  dangerousGoods: boolean;
  dangerousGoodsIds: string[];
  shared: boolean;
  shareManifest: boolean;
  preferredAircraft: string[];
  specialRequests: string;
  notes: string;
  purchaseOrderNumber: string;
  reasonForCharter: string;
  biddingTimeSpanHours: number | string;
  sectors: SectorForm[];
}

/** Messages by dotted zod path ('routes.1.departTime', 'shared', ...), the first one per path. */
export type FormErrors = Record<string, string>;
