import type { ApiResult, TimelineItemDto } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';

export const CHARTER_ENTITY = 'CharterRequest';

export interface ManifestEntry {
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

export interface CharterRoute {
  id: string;
  order: number;
  from: string;
  fromState: string;
  fromAirport: string;
  fromAirportDetail: string;
  fromCodeAirport: string;
  to: string;
  toState: string;
  toAirport: string;
  toAirportDetail: string;
  toCodeAirport: string;
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
  /** Absent when this user may not read the passenger list (an operator not flying it). */
  manifest?: ManifestEntry[];
}

/** GET /api/charterRequest/full/{id}: the charter, its sectors with manifests, and what this user may do. */
export interface CharterDetail {
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
  routes: CharterRoute[];
  permissions: { canEdit: boolean; canClone: boolean; canAcknowledge: boolean };
}

export const charterKey = (id: string) => entityKeys.itemPart(CHARTER_ENTITY, id, 'full');
export const timelineKey = (id: string) => entityKeys.itemPart(CHARTER_ENTITY, id, 'timeline');

export function fetchCharter(id: string): Promise<CharterDetail> {
  return getJson<CharterDetail>(`/api/charterRequest/full/${encodeURIComponent(id)}`);
}

export function fetchTimeline(id: string): Promise<TimelineItemDto[]> {
  return getJson<TimelineItemDto[]>(`/api/entityState/getTimeline/${CHARTER_ENTITY}/${encodeURIComponent(id)}`);
}

export function cloneCharter(id: string): Promise<ApiResult<{ id: string; jobReference: number }>> {
  return postSave('/api/charterRequest/cloneCharterRequest', { id });
}

export function acknowledgeCharter(id: string): Promise<ApiResult> {
  return postSave(`/api/admin/updateAcknowledged/${encodeURIComponent(id)}`, {});
}
