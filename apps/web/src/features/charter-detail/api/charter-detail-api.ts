import type { ApiResult, CharterDetailDto as CharterDetail, TimelineItemDto } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';

export const CHARTER_ENTITY = 'CharterRequest';

// The answer's shape is shared with the server (packages/shared/src/charters/dto.ts).
export type { CharterDetailDto as CharterDetail, ManifestEntryDto as ManifestEntry, RouteDto as CharterRoute } from '@charter/shared';

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

export function updateManifest(body: {
  charterRequestId: string;
  routes: { routeId: string; manifest: Record<string, unknown>[] }[];
}): Promise<ApiResult> {
  return postSave('/api/charterRequest/updateManifest', body);
}
