import type { ApiResult } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import type { MarginType } from '../model/margin-update';

export interface MarginUpdateBody {
  jobReference: number;
  newMargin: number;
  oldMargin: number;
  /** The charter's id. */
  id: string;
  /** The awarded bid's id. */
  bidHistoryId: string;
  bidderId: string;
  marginType: MarginType;
}

/** The charter's awarded bid, as GET getBids answers an admin. */
export interface AwardedBid {
  id: string;
  bidderId: string;
  supplier: string | null;
  status: string;
  currency: string;
  price: number | null;
  withMargin: number | null;
}

export interface MarginItem {
  minRange: number;
  maxRange: number;
  percentage: number;
  price: number;
  usePercent: boolean;
}

export interface MarginDetails {
  marginOwnership: 'Self' | 'ParentClient' | 'ParentDepartment' | 'None';
  marginType: MarginType;
  marginItems: MarginItem[];
}

export type MarginOwnerType = 'Client' | 'ClientDepartment' | 'ClientStaff';

/** The same read as the Bids tab's, so one change event refreshes both. */
export const awardedBidsKey = (charterId: string) => entityKeys.itemPart('CharterRequest', charterId, 'bids');
export const marginDetailsKey = (ownerType: MarginOwnerType, ownerId: string) => ['margins', ownerType, ownerId] as const;

export function fetchCharterBids(charterId: string): Promise<AwardedBid[]> {
  return getJson<AwardedBid[]>(`/api/charterRequest/getBids/${encodeURIComponent(charterId)}`);
}

export function updateMargin(body: MarginUpdateBody): Promise<ApiResult> {
  return postSave('/api/charterRequest/marginUpdate', body);
}

export function fetchMarginDetails(ownerType: MarginOwnerType, ownerId: string): Promise<MarginDetails> {
  return getJson<MarginDetails>(`/api/margins/getMarginDetails/${ownerType}/${encodeURIComponent(ownerId)}`);
}

export function saveMarginDetails(ownerType: MarginOwnerType, ownerId: string, details: MarginDetails): Promise<ApiResult> {
  return postSave('/api/margins/updateMarginDetails', { ownerType, ownerId, ...details });
}
