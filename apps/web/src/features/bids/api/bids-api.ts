import {
  PAST_BIDS_PAGE_SIZE,
  type ApiResult,
  type BidDto,
  type BidEligibilityDto,
  type BidHistoryDto,
  type ItemActionsDto,
  type MarketViewDto,
  type PastBidsPageDto,
  type SupplierBidDto,
} from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import type { BidStatusBody } from '../model/bid-actions';
import type { BidPayload } from '../model/bid-form';

export const BID_ENTITY = 'Bid';
export const CHARTER_ENTITY = 'CharterRequest';

/** A bid as the server answers it; money fields are null when this role may not see them. */
export type Bid = BidDto;
/** A row of My Past Bids: the bid with the charter it was placed on. */
export type PastBid = SupplierBidDto;
/** A page of My Past Bids, newest first, with the operator's total. */
export type PastBidsPage = PastBidsPageDto;
export type BidHistoryRow = BidHistoryDto;

/** An operator's aircraft (GET /api/suppliers/aircraftByStatus/{supplierId}/Active). */
export interface Aircraft {
  id: string;
  supplierId: string;
  aircraftCategory: string | null;
  licenseNumber: string;
  type: string;
  name: string;
  passengerLimit: number;
  /** What feasibility judges it by: its own payload and range, else its category's. */
  payloadKg: number;
  flyingRangeKm: number;
  dangerousGoods: boolean;
  status: string;
}

export interface SupplierOption {
  id: string;
  companyName: string;
}

export interface SettingItem {
  id: string;
  value: string;
  referenceId: string | null;
}

export const bidsOfCharterKey = (charterId: string) => entityKeys.itemPart(CHARTER_ENTITY, charterId, 'bids');
export const bidHistoryKey = (charterId: string) => entityKeys.itemPart(CHARTER_ENTITY, charterId, 'bidHistory');
export const availabilityKey = (charterId: string) => entityKeys.itemPart(CHARTER_ENTITY, charterId, 'availability');
/**
 * The workflow actions of one bid, kept under its charter: they depend on the charter's state too,
 * and every change of a bid is also a change event of its charter.
 */
export const bidActionsKey = (charterId: string, bidId: string) =>
  [...entityKeys.itemPart(CHARTER_ENTITY, charterId, 'bidActions'), bidId] as const;
export const bidKey = (bidId: string) => entityKeys.item(BID_ENTITY, bidId);
export const pastBidsKey = (supplierId: string | null) => entityKeys.list(BID_ENTITY, 'past', supplierId);
/** Kept with the bids: a bid placed or a charter awarded asks again. */
export const marketViewKey = (supplierId: string | null) => entityKeys.list(BID_ENTITY, 'marketView', supplierId);
/** Kept with the operator's documents: approving or expiring one (a SupplierDocument event) asks again. */
export const bidEligibilityKey = (supplierId: string) => entityKeys.list('SupplierDocument', 'bidEligibility', supplierId);
export const activeAircraftKey = (supplierId: string) => ['lookup', 'activeAircraft', supplierId] as const;
export const supplierOptionsKey = ['lookup', 'supplierOptions'] as const;
export const inExclusionsKey = ['lookup', 'inExclusions'] as const;
export const currenciesKey = ['lookup', 'currencies'] as const;

const enc = encodeURIComponent;

export function fetchBids(charterId: string): Promise<Bid[]> {
  return getJson<Bid[]>(`/api/charterRequest/getBids/${enc(charterId)}`);
}

export function fetchBidHistory(charterId: string): Promise<BidHistoryRow[]> {
  return getJson<BidHistoryRow[]>(`/api/suppliers/bidHistories/${enc(charterId)}`);
}

export function fetchBid(bidId: string): Promise<Bid> {
  return getJson<Bid>(`/api/charterRequest/getByBidId/${enc(bidId)}`);
}

export function fetchMarketView(supplierId: string | null): Promise<MarketViewDto> {
  return getJson<MarketViewDto>(`/api/suppliers/marketView${supplierId ? `?supplierId=${enc(supplierId)}` : ''}`);
}

/** One page of My Past Bids (ADR 0054): the first without a cursor, then the previous page's nextCursor. */
export function fetchPastBidsPage(supplierId: string | null, cursor: string | null): Promise<PastBidsPage> {
  const query = new URLSearchParams({ limit: String(PAST_BIDS_PAGE_SIZE) });
  if (supplierId) query.set('supplierId', supplierId);
  if (cursor) query.set('cursor', cursor);
  return getJson<PastBidsPage>(`/api/suppliers/bidsPage?${query.toString()}`);
}

export function fetchActiveAircraft(supplierId: string): Promise<Aircraft[]> {
  return getJson<Aircraft[]>(`/api/suppliers/aircraftByStatus/${enc(supplierId)}/Active`);
}

export function fetchSupplierOptions(): Promise<SupplierOption[]> {
  return getJson<SupplierOption[]>('/api/suppliers/options');
}

/** The bid form's Inclusions and Exclusions lists (GET /api/suppliers/inExclusions). */
export function fetchInExclusions(): Promise<{ inclusions: SettingItem[]; exclusions: SettingItem[] }> {
  return getJson('/api/suppliers/inExclusions');
}

/** The currencies a bid may be priced in (GET /api/suppliers/getCurrencies), AUD first. */
export function fetchCurrencies(): Promise<SettingItem[]> {
  return getJson<SettingItem[]>('/api/suppliers/getCurrencies');
}

export function placeBid(payload: BidPayload): Promise<ApiResult<Bid>> {
  return postSave('/api/suppliers/newBid', payload);
}

export function fetchBidActions(bidId: string): Promise<ItemActionsDto> {
  return getJson<ItemActionsDto>(`/api/entityState/getActionsForEntityItem/${BID_ENTITY}/${enc(bidId)}`);
}

/** A bid's workflow action (Withdraw Bid, Void Bid): the same call as a charter's. */
export function setBidStatus(body: BidStatusBody): Promise<ApiResult<{ id: string; status: string }>> {
  return postSave('/api/entityState/setItemStatus', body);
}

/** `overrideReason`: an admin accepting a bid its aircraft cannot fly says why (it goes on the timeline). */
export function acceptBid(bidId: string, overrideReason?: string): Promise<ApiResult> {
  return postSave('/api/charterRequest/acceptBid', { bidId, termsAccepted: true, ...(overrideReason ? { overrideReason } : {}) });
}

export function fetchAvailability(charterId: string): Promise<{ status: 'Available' | 'Unavailable' }> {
  return getJson(`/api/suppliers/charterAvailable/${enc(charterId)}`);
}

export function setAvailability(charterRequestId: string, status: 'Available' | 'Unavailable'): Promise<ApiResult> {
  return postSave('/api/suppliers/charterAvailable', { charterRequestId, status });
}

/** Whether this operator may bid at all, and why not (the rule placing a bid applies). */
export function fetchBidEligibility(supplierId: string): Promise<BidEligibilityDto> {
  return getJson<BidEligibilityDto>(`/api/suppliers/bidEligibility?supplierId=${enc(supplierId)}`);
}

/** The operator steps its bid off standby (ADR 0048). */
export function releaseStandby(bidId: string): Promise<ApiResult> {
  return postSave('/api/suppliers/releaseStandby', { bidId });
}

/** The standby operator takes the charter offered to it. */
export function takeStandbyOffer(bidId: string): Promise<ApiResult> {
  return postSave('/api/suppliers/takeStandbyOffer', { bidId });
}
