import type { PartyEntityType, TimelineItemDto } from '@charter/shared';
import { getJson } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';

// Under the party's item key, so the server's change event for that party refetches it.
export const partyTimelineKey = (type: PartyEntityType, id: string) => entityKeys.itemPart(type, id, 'timeline');

export function fetchPartyTimeline(type: PartyEntityType, id: string): Promise<TimelineItemDto[]> {
  return getJson<TimelineItemDto[]>(`/api/entityState/getTimeline/${encodeURIComponent(type)}/${encodeURIComponent(id)}`);
}
