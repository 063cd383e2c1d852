import { LOOKUP_CACHE_MS, type ApiResult, type CharterRequestData } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

/** A row of a settings list (GET /api/charterRequest/settings/{source}). */
export interface SettingItem {
  id: string;
  value: string;
  referenceId: string | null;
}

export type SettingsSource =
  | 'Catering'
  | 'PassengerCharterTypes'
  | 'FreightCharterTypes'
  | 'AerialCharterTypes'
  | 'DangerousGoods'
  | 'AircraftTypes'
  | 'TechStopReasons';

export interface LocationState {
  id: number | string;
  code: string;
  name: string;
}

export interface ClientOption {
  id: string;
  companyName: string;
  clientType: string;
  departments: { id: string; departmentName: string; staff: { id: string; name: string }[] }[];
}

export interface SavedCharter {
  id: string;
  jobReference: number;
}

// Every key of this feature starts with 'charter-form' so a save can refresh everything else.
export const FORM_KEY_ROOT = 'charter-form';
export const settingsKey = (source: SettingsSource) => [FORM_KEY_ROOT, 'settings', source] as const;
export const statesKey = [FORM_KEY_ROOT, 'location-states'] as const;
export const clientOptionsKey = [FORM_KEY_ROOT, 'client-options'] as const;

export function fetchSettings(source: SettingsSource): Promise<SettingItem[]> {
  return getJson<SettingItem[]>(`/api/charterRequest/settings/${source}`);
}

export function fetchLocationStates(): Promise<LocationState[]> {
  return getJson<LocationState[]>('/api/accounts/getLocationStates');
}

export function fetchClientOptions(): Promise<ClientOption[]> {
  return getJson<ClientOption[]>('/api/charterRequest/clientOptions');
}

// Lookups change rarely: cached for 6 hours (core section 9).
const LOOKUP_CACHE = { staleTime: LOOKUP_CACHE_MS, gcTime: LOOKUP_CACHE_MS } as const;

/** A settings list's query, as the form's fields read it and as the page asks for it before they render. */
export const settingsQuery = (source: SettingsSource) => ({
  queryKey: settingsKey(source),
  queryFn: () => fetchSettings(source),
  ...LOOKUP_CACHE,
});

export const statesQuery = () => ({ queryKey: statesKey, queryFn: fetchLocationStates, ...LOOKUP_CACHE });

export const clientOptionsQuery = () => ({ queryKey: clientOptionsKey, queryFn: fetchClientOptions, staleTime: 60_000 });

export function saveNewCharterRequest(body: CharterRequestData): Promise<ApiResult<SavedCharter>> {
  return postSave<SavedCharter>('/api/charterRequest/newCharterRequest', body);
}

/** The same body as a new request plus the charter's `id` and each kept sector's `id`. */
export function updateCharterRequest(body: CharterRequestData & { id: string }): Promise<ApiResult<{ id: string }>> {
  return postSave<{ id: string }>('/api/charterRequest/updateCharterRequest', body);
}
