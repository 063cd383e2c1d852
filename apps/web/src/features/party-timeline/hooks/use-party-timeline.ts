import { useQuery } from '@tanstack/react-query';
import { fetchPartyTimeline, partyTimelineKey, type TimelineOwnerType } from '../api/party-timeline-api';

export function usePartyTimeline(type: TimelineOwnerType, id: string) {
  return useQuery({ queryKey: partyTimelineKey(type, id), queryFn: () => fetchPartyTimeline(type, id), enabled: !!id });
}
