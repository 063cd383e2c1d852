import type { SectorLoad } from '../charters/payload.js';
import type { SectorCapacity } from './share-bounds.js';

/** The answers of the charter shares calls (ADR 0016), read by the server's presenter and the web client. */

/** A sector's share: what is still for sale, what is bought, and its price. */
export interface ShareDto {
  id: string;
  charterRequestId: string;
  routeId: string;
  enabled: boolean;
  /** Seats still for sale. */
  seatsAvailable: number;
  /** Kilograms still for sale. */
  totalWeightAvailable: number;
  /** The seat price; null to the operator flying the charter (a matter between owner and buyer). */
  costPerSeat: number | null;
  currency: string;
  purchasedSeats: number;
  purchasedWeight: number;
  /** Pending (offered, editable) or Confirmed (sales closed by an admin). */
  status: string;
  departTime: string;
}

/** A workflow action the viewer may run on a purchase now. */
export interface PurchaseActionDto {
  actionName: string;
  nextState: string;
}

/** One seat bought: its passenger and status, as this viewer may see it. */
export interface SharePurchaseDto {
  id: string;
  shareId: string;
  charterRequestId: string;
  routeId: string;
  status: string;
  passengerName: string;
  /** Contact details: to the owner, admins and the buyer; null to the operator. */
  contactNumber: string | null;
  emailAddress: string | null;
  passengerWeight: number;
  freightWeight: number;
  cargoWeight: number;
  costPerSeat: number | null;
  currency: string;
  /** Who bought it (company, department, staff): to the owner and admins only. */
  buyerName: string | null;
  /** The viewer's own side bought it. */
  mine: boolean;
  createdAt: string;
  actions: PurchaseActionDto[];
}

/** A sector of a charter with its share and what the viewer may do with it. */
export interface SectorShareDto {
  routeId: string;
  order: number;
  from: string;
  to: string;
  departTime: string;
  departTimeZone: string;
  /** For who may offer (owner, admins): the sector's free seats and payload (section 5); null to others. */
  freeSeats: number | null;
  /** What the owner may share of the sector's payload besides its own list (load.free). */
  freePayload: number | null;
  /** The sector's payload figures (sectorLoad, ADR 0039), as the charter's manifest shows them; null to others. */
  load: SectorLoad | null;
  /** What shareOfferSchema checks an offer against, so the panel checks it as the owner types; null to others. */
  capacity: SectorCapacity | null;
  /** The owner's passengers on the sector (the shared list's size); null to buyers. */
  manifestCount: number | null;
  share: ShareDto | null;
  /** The viewer may switch sharing and change the share now. */
  canEdit: boolean;
  /** The viewer may buy seats on it now. */
  canBuy: boolean;
  /** Seats can be bought now (charter Confirmed, sector in the future, share on and Pending, seats left). */
  sellable: boolean;
  purchases: SharePurchaseDto[];
  /** The share's workflow actions this viewer may run now (an admin's Confirm Share). */
  actions: PurchaseActionDto[];
}

export type ShareViewer = 'owner' | 'admin' | 'buyer' | 'operator' | 'viewer';

/** GET /api/charterRequest/shares/{charterRequestId}. */
export interface CharterSharesDto {
  charterRequestId: string;
  jobReference: number;
  status: string;
  shared: boolean;
  /** Some passenger on the manifest came with a bought seat: the manifest is locked. */
  manifestLocked: boolean;
  viewer: ShareViewer;
  sectors: SectorShareDto[];
}

/** GET /api/charterRequest/share/{id}: one share with its sector and charter. */
export interface ShareDetailDto {
  jobReference: number;
  charterStatus: string;
  sector: SectorShareDto;
}

/** GET /api/charterRequest/sharePurchase/{id}: one purchase with its trip. */
export interface SharePurchaseDetailDto {
  jobReference: number;
  from: string;
  to: string;
  departTime: string;
  departTimeZone: string;
  purchase: SharePurchaseDto;
}
