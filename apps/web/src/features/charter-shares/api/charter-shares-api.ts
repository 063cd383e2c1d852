import type { ApiResult, CharterSharesDto, NewSharePurchase, SharePurchaseDetailDto, ShareFieldsInput } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';

// A charter's shares are one item of CharterShare, keyed by the charter's id (the server announces
// CharterShare changes with it); a purchase sits under the lists, which every share change refreshes.
export const sharesKey = (charterId: string) => entityKeys.item('CharterShare', charterId);
export const purchaseKey = (id: string) => entityKeys.list('CharterShare', 'purchase', id);

export const fetchCharterShares = (charterId: string) =>
  getJson<CharterSharesDto>(`/api/charterRequest/shares/${encodeURIComponent(charterId)}`);

export const fetchPurchase = (id: string) => getJson<SharePurchaseDetailDto>(`/api/charterRequest/sharePurchase/${encodeURIComponent(id)}`);

/** Shares a sector the first time (newShare), or changes or switches off its share (updateShare). */
export function saveShare(body: ShareFieldsInput & { routeId: string; shareId?: string }): Promise<ApiResult<{ id: string | null }>> {
  return postSave(body.shareId ? '/api/charterRequest/updateShare' : '/api/charterRequest/newShare', body);
}

export function buySeats(body: NewSharePurchase): Promise<ApiResult<{ ids: string[]; seats: number; seatsLeft: number }>> {
  return postSave('/api/charterRequest/newSharePurchase', body);
}

export function decidePurchase(body: {
  id: string;
  action: string;
  currentStatus: string;
}): Promise<ApiResult<{ id: string; status: string }>> {
  return postSave('/api/charterRequest/updateSharePurchase', body);
}

export function decideShare(body: {
  id: string;
  action: string;
  currentStatus: string;
}): Promise<ApiResult<{ id: string; status: string }>> {
  return postSave('/api/charterRequest/updateShareStatus', body);
}
