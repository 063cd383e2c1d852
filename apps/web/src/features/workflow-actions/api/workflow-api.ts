import type { ApiResult, ItemActionsDto } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import type { SetItemStatusBody } from '../model/action-form';

export interface LocationState {
  id: string;
  code: string;
  name: string;
}

/** The actions offered on one item: part of the item's keys, so its change events refresh them. */
export const itemActionsKey = (entity: string, id: string) => entityKeys.itemPart(entity, id, 'actions');
export const locationStatesKey = ['lookup', 'locationStates'] as const;

export function fetchItemActions(entity: string, id: string): Promise<ItemActionsDto> {
  return getJson<ItemActionsDto>(`/api/entityState/getActionsForEntityItem/${encodeURIComponent(entity)}/${encodeURIComponent(id)}`);
}

export function fetchLocationStates(): Promise<LocationState[]> {
  return getJson<LocationState[]>('/api/accounts/getLocationStates');
}

export function setItemStatus(body: SetItemStatusBody): Promise<ApiResult<{ id: string; status: string }>> {
  return postSave('/api/entityState/setItemStatus', body);
}
