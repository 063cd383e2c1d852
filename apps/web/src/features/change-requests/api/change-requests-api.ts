import type { ApiResult, ChangeCharterDto, ChangeDecision, ChangeListItem, ChangedSectorInput } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';

// Changes move with their charters: every charter change event refreshes these (they sit under the charter lists' key).
export const changeKey = (id: string) => entityKeys.list('CharterRequest', 'change', id);
export const changesOfCharterKey = (charterId: string) => entityKeys.list('CharterRequest', 'changesOf', charterId);
export const changeListKey = (list: string, tab: string) => entityKeys.list('CharterRequest', 'changeList', list, tab);

export const fetchChange = (id: string) => getJson<ChangeCharterDto>(`/api/charterRequest/changeCharter/${encodeURIComponent(id)}`);

export const fetchChangesOfCharter = (charterId: string) =>
  getJson<ChangeListItem[]>(`/api/charterRequest/changeCharters/${encodeURIComponent(charterId)}`);

export const fetchChangeList = (list: 'All' | 'Me', tab: string) =>
  getJson<ChangeListItem[]>(`/api/charterRequest/changeCharterList/${list}/${encodeURIComponent(tab)}`);

export function requestChange(body: {
  charterRequestId: string;
  sectors: ChangedSectorInput[];
  reason: string;
  cost?: number;
}): Promise<ApiResult<{ id: string; charterRequestId: string }>> {
  return postSave('/api/charterRequest/newChangeCharter', body);
}

export function decideChange(body: {
  id: string;
  decision: ChangeDecision;
  reason?: string;
  cost?: number;
}): Promise<ApiResult<{ id: string; status: string; changedCharterRequestId: string | null; changedJobReference: number | null }>> {
  return postSave('/api/charterRequest/updateChangeCharter', body);
}
