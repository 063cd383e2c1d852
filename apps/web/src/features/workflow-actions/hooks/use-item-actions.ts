import { useQuery } from '@tanstack/react-query';
import { LOOKUP_CACHE_MS } from '@charter/shared';
import { fetchItemActions, fetchLocationStates, itemActionsKey, locationStatesKey } from '../api/workflow-api';

export function useItemActions(entity: string, id: string) {
  return useQuery({ queryKey: itemActionsKey(entity, id), queryFn: () => fetchItemActions(entity, id) });
}

/** State names for the state choices; cached like the spec's other lookups (6 hours). */
export function useLocationStates(enabled: boolean) {
  return useQuery({
    queryKey: locationStatesKey,
    queryFn: fetchLocationStates,
    enabled,
    staleTime: LOOKUP_CACHE_MS,
    gcTime: LOOKUP_CACHE_MS,
  });
}
