import { useQuery } from '@tanstack/react-query';
import type { PartyEntityType } from '@charter/shared';
import { fetchPartyTimeline, partyTimelineKey } from '../api/party-timeline-api';

export function usePartyTimeline(type: PartyEntityType, id: string) {
  return useQuery({ queryKey: partyTimelineKey(type, id), queryFn: () => fetchPartyTimeline(type, id), enabled: !!id });
}
