import { useQuery } from '@tanstack/react-query';
import { charterKey, fetchCharter, fetchTimeline, timelineKey } from '../api/charter-detail-api';

export function useCharter(id: string) {
  return useQuery({ queryKey: charterKey(id), queryFn: () => fetchCharter(id) });
}

export function useTimeline(id: string, enabled: boolean) {
  return useQuery({ queryKey: timelineKey(id), queryFn: () => fetchTimeline(id), enabled });
}
