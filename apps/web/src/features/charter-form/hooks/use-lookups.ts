import { useQuery } from '@tanstack/react-query';
import { LOOKUP_CACHE_MS } from '@charter/shared';
import {
  clientOptionsKey,
  fetchClientOptions,
  fetchLocationStates,
  fetchSettings,
  settingsKey,
  statesKey,
  type SettingsSource,
} from '../api/charter-form-api';

// Lookups change rarely: cached for 6 hours (core section 9).
const cached = { staleTime: LOOKUP_CACHE_MS, gcTime: LOOKUP_CACHE_MS } as const;

export function useSettingsList(source: SettingsSource) {
  return useQuery({ queryKey: settingsKey(source), queryFn: () => fetchSettings(source), ...cached });
}

export function useLocationStates() {
  return useQuery({ queryKey: statesKey, queryFn: fetchLocationStates, ...cached });
}

/** Only admins choose the client; nobody else asks for the list. */
export function useClientOptions(enabled: boolean) {
  return useQuery({ queryKey: clientOptionsKey, queryFn: fetchClientOptions, enabled, staleTime: 60_000 });
}
