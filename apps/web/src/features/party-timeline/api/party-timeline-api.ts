import type { AdminKind, PartyEntityType, TimelineItemDto } from '@charter/shared';
import { getJson } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';

/** Whose timeline: a supplier, client, department or staff member, or an admin or charter admin. */
export type TimelineOwnerType = PartyEntityType | AdminKind;

// Under the party's item key, so the server's change event for that party refetches it.
export const partyTimelineKey = (type: TimelineOwnerType, id: string) => entityKeys.itemPart(type, id, 'timeline');

export function fetchPartyTimeline(type: TimelineOwnerType, id: string): Promise<TimelineItemDto[]> {
  return getJson<TimelineItemDto[]>(`/api/entityState/getTimeline/${encodeURIComponent(type)}/${encodeURIComponent(id)}`);
}
